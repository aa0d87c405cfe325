import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { accessResolvers } from './access/resolvers.js';
import { activationResolvers } from './activation/resolvers.js';
import { approvalResolvers } from './approvals/resolvers.js';
import { benefitTakeupResolvers } from './benefit-takeup/resolvers.js';
import { basketResolvers } from './benefits/basket.js';
import { benefitTypeResolvers } from './benefits/benefit-resolvers.js';
import { benefitMutationResolvers } from './benefits/mutations.js';
import { benefitEnumValues } from './benefits/enum-values.js';
import { benefitResolvers } from './benefits/resolvers.js';
import { helpMeChooseResolvers } from './benefits/help-me-choose.js';
import { captchaResolvers } from './captcha/resolvers.js';
import { contactResolvers } from './contact/resolvers.js';
import { contentEnumValues } from './content/enum-values.js';
import { contentResolvers } from './content/resolvers.js';
import { dataLoadEnumValues } from './data-loads/enum-values.js';
import { dataLoadResolvers } from './data-loads/resolvers.js';
import { employeeEnumValues } from './employees/enum-values.js';
import { employeeResolvers } from './employees/resolvers.js';
import { employeeInsightEnumValues } from './employee-insights/enum-values.js';
import { employeeInsightResolvers } from './employee-insights/resolvers.js';
import { familyEnumValues } from './family/enum-values.js';
import { familyResolvers } from './family/resolvers.js';
import { expressionOfWishResolvers } from './expression-of-wish/resolvers.js';
import { homeEnumValues } from './home/enum-values.js';
import { homeResolvers } from './home/resolvers.js';
import { lifeEventEnumValues } from './life-events/enum-values.js';
import { lifeEventResolvers } from './life-events/resolvers.js';
import { masqueradeResolvers } from './masquerade/resolvers.js';
import { nodeResolvers } from './node/resolvers.js';
import { passwordResetResolvers } from './password-reset/resolvers.js';
import { platformSettingsResolvers } from './platform-settings/resolvers.js';
import { profileEnumValues } from './profile/enum-values.js';
import { profileMutationResolvers } from './profile/mutations.js';
import { profileResolvers } from './profile/resolvers.js';
import { reportEnumValues } from './reports/enum-values.js';
import { reportResolvers } from './reports/resolvers.js';
import { sessionResolvers } from './session/resolvers.js';
import { sharedResolvers } from './shared/resolvers.js';
import { siteResolvers } from './site/resolvers.js';
import { ssoEnumValues } from './sso/enum-values.js';
import { ssoResolvers } from './sso/resolvers.js';
import { termsResolvers } from './terms/resolvers.js';
import { totalRewardEnumValues } from './total-reward/enum-values.js';
import { totalRewardResolvers } from './total-reward/resolvers.js';
import { twoFactorEnumValues } from './two-factor/enum-values.js';
import { profileTwoFactorResolvers } from './two-factor/profile-two-factor.js';
import { twoFactorResolvers } from './two-factor/resolvers.js';
import { voucherResolvers } from './vouchers/resolvers.js';
import { loadTypeDefs } from './typeDefs.js';

// The very values codegen typed the enums with (codegen.config.ts), so the schema and the types
// cannot disagree: each GraphQL enum value stands for its REST value.
const enumResolvers: Resolvers[] = [
  profileEnumValues,
  employeeEnumValues,
  twoFactorEnumValues,
  contentEnumValues,
  benefitEnumValues,
  totalRewardEnumValues,
  homeEnumValues,
  ssoEnumValues,
  lifeEventEnumValues,
  familyEnumValues,
  reportEnumValues,
  employeeInsightEnumValues,
  dataLoadEnumValues,
];

export function buildGatewaySchema(): GraphQLSchema {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      ...enumResolvers,
      sharedResolvers,
      nodeResolvers,
      captchaResolvers,
      siteResolvers,
      contentResolvers,
      contactResolvers,
      profileResolvers,
      accessResolvers,
      profileMutationResolvers,
      sessionResolvers,
      masqueradeResolvers,
      ssoResolvers,
      activationResolvers,
      passwordResetResolvers,
      twoFactorResolvers,
      profileTwoFactorResolvers,
      termsResolvers,
      employeeResolvers,
      approvalResolvers,
      employeeInsightResolvers,
      benefitResolvers,
      benefitTypeResolvers,
      benefitMutationResolvers,
      helpMeChooseResolvers,
      basketResolvers,
      totalRewardResolvers,
      homeResolvers,
      reportResolvers,
      dataLoadResolvers,
      lifeEventResolvers,
      familyResolvers,
      expressionOfWishResolvers,
      benefitTakeupResolvers,
      platformSettingsResolvers,
      voucherResolvers,
    ],
  });
}
