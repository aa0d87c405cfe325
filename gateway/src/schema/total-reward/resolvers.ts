import { totalRewardCard, totalRewardPage, totalRewardStatement } from '@portal/contract/total-reward';
import { requireViewer } from '../../context.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { orNull } from '../shared/failures.js';

/** The spec retries the total reward's summary once on error; after a second failure it is null. */
const TRIES = 2;

export const totalRewardResolvers: Resolvers = {
  Viewer: {
    async totalReward(_, args, context) {
      requireViewer(context);
      const page = await orNull(
        () => context.api.call(totalRewardPage, { query: { mode: args.mode ?? 'year' } }),
        TRIES,
      );
      if (!page) return null;
      return {
        ...page,
        benefits: page.benefits.map((benefit) => ({ ...benefit, benefitId: String(benefit.benefitId) })),
      };
    },
    /** The statement is read alike: retried once, null after a second failure. */
    async totalRewardStatement(_, __, context) {
      requireViewer(context);
      const statement = await orNull(() => context.api.call(totalRewardStatement), TRIES);
      if (!statement) return null;
      return {
        ...statement,
        benefits: statement.benefits.map((benefit) => ({ ...benefit, benefitId: String(benefit.benefitId) })),
        employerContributions: statement.employerContributions.map((item) => ({
          ...item,
          benefitId: String(item.benefitId),
        })),
      };
    },
    /** The home card's figures come from the same summary, retried alike. */
    totalRewardCard(_, __, context) {
      requireViewer(context);
      return orNull(() => context.api.call(totalRewardCard), TRIES);
    },
  },
};
