import type { GatewayContext } from '../../context.js';

/** The robot check's challenge, passed through: the widget and the api agree on its shape. */
export const captchaResolvers = {
  Query: {
    async robotCheckChallenge(_: unknown, __: unknown, context: GatewayContext): Promise<string> {
      return JSON.stringify(await context.main.captchaChallenge());
    },
  },
};
