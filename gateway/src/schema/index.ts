import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { activationResolvers } from './activation/resolvers.js';
import { captchaResolvers } from './captcha/resolvers.js';
import { approvalResolvers } from './approvals/resolvers.js';
import { employeeResolvers } from './employees/resolvers.js';
import { nodeResolvers } from './node/resolvers.js';
import { passwordResetResolvers } from './password-reset/resolvers.js';
import { sessionResolvers } from './session/resolvers.js';
import { termsResolvers } from './terms/resolvers.js';
import { twoFactorResolvers } from './two-factor/resolvers.js';
import { siteResolvers } from './site/resolvers.js';
import { loadTypeDefs } from './typeDefs.js';
import { viewerResolvers } from './viewer/resolvers.js';

export function buildGatewaySchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      captchaResolvers,
      nodeResolvers,
      siteResolvers,
      viewerResolvers,
      sessionResolvers,
      activationResolvers,
      passwordResetResolvers,
      twoFactorResolvers,
      termsResolvers,
      employeeResolvers,
      approvalResolvers,
    ],
  });
}
