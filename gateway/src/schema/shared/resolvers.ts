import { passwordRules } from '@portal/contract/constants';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/** The rules both account screens (activation and password reset) list before anything is typed. */
export const sharedResolvers: Resolvers = {
  Query: {
    passwordRules: () => [...passwordRules],
  },
};
