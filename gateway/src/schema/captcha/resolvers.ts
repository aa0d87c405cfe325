import { challenge } from '@portal/contract/captcha';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/** The robot check's ALTCHA v2 challenge, passed through: the widget and the api agree on its shape. */
export const captchaResolvers: Resolvers = {
  Query: {
    async robotCheckChallenge(_, __, context) {
      return JSON.stringify(await context.api.call(challenge));
    },
  },
};
