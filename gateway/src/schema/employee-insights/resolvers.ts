import { employeeInsights, engagementLogins } from '@portal/contract/employee-insights';
import { clientIdFor, type GatewayContext } from '../../context.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

/**
 * The administrator's own client id: the path names it and the api checks both again. Anyone
 * else is refused here without a call, in the api's words.
 */
const adminClientIdOf = (context: GatewayContext) => clientIdFor(context, employeeInsights);

export const employeeInsightResolvers: Resolvers = {
  Viewer: {
    async employeeEngagement(_, { period }, context) {
      const clientId = await adminClientIdOf(context);
      return context.api.call(engagementLogins, { params: { clientId }, query: { period: period ?? 'day' } });
    },
    async employeeInsights(_, __, context) {
      return context.api.call(employeeInsights, { params: { clientId: await adminClientIdOf(context) } });
    },
  },
};
