import type { Resolvers } from '../__generated__/resolvers-types.js';
import { permissionsOf } from './permissions.js';

export const accessResolvers: Resolvers = {
  Viewer: {
    can: ({ user }) => permissionsOf(user.access),
  },
};
