import { totalRewardCard, totalRewardPage } from '@portal/contract/total-reward';
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
    /** The home card's figures come from the same summary, retried alike. */
    totalRewardCard(_, __, context) {
      requireViewer(context);
      return orNull(() => context.api.call(totalRewardCard), TRIES);
    },
  },
};
