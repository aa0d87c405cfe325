import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { approvalResolvers } from './approvals/resolvers.js';
import { employeeResolvers } from './employees/resolvers.js';
import { nodeResolvers } from './node/resolvers.js';
import { sessionResolvers } from './session/resolvers.js';
import { siteResolvers } from './site/resolvers.js';
import { loadTypeDefs } from './typeDefs.js';
import { viewerResolvers } from './viewer/resolvers.js';

export function buildGatewaySchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [nodeResolvers, siteResolvers, viewerResolvers, sessionResolvers, employeeResolvers, approvalResolvers],
  });
}
