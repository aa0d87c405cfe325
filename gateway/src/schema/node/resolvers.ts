import type { Resolvers } from '../__generated__/resolvers-types.js';
import { fromGlobalId } from '../shared/global-id.js';

/**
 * `node(id:)` answers only what the signed-in user may already read through `viewer`: their own
 * user, their own client, and a benefit the api shows them (it answers 404 for another client's,
 * another scheme year's or one they are not eligible for). Anything else is null, the same as an
 * id that does not exist: selections and claims too, which no REST call reads by their own id
 * (they are refetched through their benefit).
 */
export const nodeResolvers: Resolvers = {
  Query: {
    async node(_, args, context) {
      const parsed = fromGlobalId(args.id);
      if (!parsed || !context.viewerLoaders) return null;
      const user = await context.viewerLoaders.user.load('me');
      if (parsed.type === 'Viewer' && String(user.id) === parsed.id) return { user };
      if (parsed.type === 'Client' && user.clientId !== null && String(user.clientId) === parsed.id) {
        const setup = await context.viewerLoaders.loginSetup.load('me');
        return setup.client ? { client: setup.client } : null;
      }
      if (parsed.type === 'Benefit' && /^[1-9]\d{0,8}$/.test(parsed.id)) {
        const outcome = await context.viewerLoaders.benefit.load(Number(parsed.id));
        return outcome.ok ? { card: outcome.body.benefit } : null;
      }
      return null;
    },
  },
  Node: {
    // Each Node's parent is its own REST shape (its domain's mappers.ts), so the shape names the type.
    __resolveType(node) {
      if ('user' in node) return 'Viewer';
      if ('client' in node) return 'Client';
      if ('selection' in node) return 'PendingSelection';
      if ('card' in node) return 'Benefit';
      if ('selectionId' in node) return 'Selection';
      if ('claimId' in node) return 'Claim';
      return 'Employee';
    },
  },
};
