import { carousel, homeBanners, homeCards } from '@portal/contract/home';
import { requireViewer } from '../../context.js';
import type { Resolvers, ResolversTypes } from '../__generated__/resolvers-types.js';
import { orNull, payloadOrFailure } from '../shared/failures.js';
import { toGlobalId } from '../shared/global-id.js';
import { formError } from '../shared/payload-errors.js';

/** The home screen's content: each part null when it could not be read (the spec's error state). */
export const homeResolvers: Resolvers = {
  Viewer: {
    homeCards(_, __, context) {
      requireViewer(context);
      return orNull(() => context.api.call(homeCards));
    },
    homeBanners(_, __, context) {
      requireViewer(context);
      return orNull(() => context.api.call(homeBanners));
    },
  },
  // Relay keeps one record per id: a card and a banner with the same key in the client's content
  // (the voucher-only "vouchers") were one record, and the banner showed the card's words.
  HomeCard: {
    id: ({ id }) => toGlobalId('HomeCard', id),
  },
  HomeBanner: {
    id: ({ id }) => toGlobalId('HomeBanner', id),
  },
  Mutation: {
    /** Reading the carousel clears showWelcomeModal on the api, so the viewer is read again after it. */
    async readWelcomeCarousel(_, __, context) {
      const loaders = requireViewer(context);
      return payloadOrFailure<ResolversTypes['ReadWelcomeCarouselPayload']>(
        async () => {
          const { slides } = await context.api.call(carousel);
          loaders.user.clear('me');
          const user = await orNull(() => loaders.user.load('me'));
          return { slides, viewer: user && { user }, errors: [] };
        },
        (message) => ({ slides: [], viewer: null, errors: formError(message) }),
      );
    },
  },
};
