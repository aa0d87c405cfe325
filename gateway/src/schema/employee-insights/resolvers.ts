import { requireViewer, type GatewayContext } from '../../context.js';
import { gatewayError } from '../../errors.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/**
 * The administrator's own client id: the path names it and the api checks both again. Anyone
 * else is refused here without a call, in the api's words.
 */
async function adminClientIdOf(context: GatewayContext): Promise<string> {
  const user = await requireViewer(context).user.load('me');
  if (user.userType !== 'employer' || user.clientId === null || !user.isEmployerAdmin) throw gatewayError('FORBIDDEN', 'Access Denied');
  return String(user.clientId);
}

export const employeeInsightResolvers: Resolvers = {
  Viewer: {
    async employeeEngagement(_, { period }, context) {
      const clientId = await adminClientIdOf(context);
      return context.v2.employeeEngagement(clientId, period ?? 'day');
    },
    async employeeInsights(_, __, context) {
      return context.v2.employeeInsights(await adminClientIdOf(context));
    },
  },
};
