import type { GatewayContext } from '../../context.js';
import { fromGlobalId } from './global-id.js';

/**
 * `node(id:)` answers only what the signed-in user may already read through `viewer`: their own
 * user and their own client. Anything else is null, the same as an id that does not exist.
 */
export const nodeResolvers = {
  Query: {
    async node(_: unknown, args: { id: string }, context: GatewayContext) {
      const parsed = fromGlobalId(args.id);
      if (!parsed || !context.viewerLoaders) return null;
      const user = await context.viewerLoaders.user.load('me');
      if (parsed.type === 'Viewer' && String(user.id) === parsed.id) return { __typename: 'Viewer', user };
      if (parsed.type === 'Client' && user.clientId !== null && String(user.clientId) === parsed.id) {
        const setup = await context.viewerLoaders.loginSetup.load('me');
        return setup.client ? { __typename: 'Client', client: setup.client } : null;
      }
      return null;
    },
  },
  Node: {
    __resolveType(node: { __typename: string }) {
      return node.__typename;
    },
  },
};
