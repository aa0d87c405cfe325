// Platform settings: the organisation's 2FA requirement (v2 enforcement-setting) and its support
// contact (v2 support-settings), read and changed by those the contract's declaration names (its
// employer administrators): anyone else is FORBIDDEN here before the api is asked.
import { getSupportSettings } from '@portal/contract/platform-settings';
import { clientIdFor, requireViewer, type GatewayContext } from '../../context.js';
import { SOMETHING_WENT_WRONG } from '../../messages.js';
import type { PlatformSettings, Resolvers } from '../__generated__/resolvers-types.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';

/** The administrator's own client id: paths name it, the api checks it against the session. */
const adminClientIdOf = (context: GatewayContext) => clientIdFor(context, getSupportSettings);

async function settingsOf(context: GatewayContext, clientId: string): Promise<PlatformSettings> {
  const [enforcement, support] = await Promise.all([context.v2.enforcementSetting(clientId), context.v2.supportSettings(clientId)]);
  return { twoFactorEnforced: enforcement.isEnforcementTwoFAEnabled, ...support };
}

export const platformSettingsResolvers: Resolvers = {
  Viewer: {
    async platformSettings(_, __, context) {
      return settingsOf(context, await adminClientIdOf(context));
    },
  },
  Mutation: {
    async setTwoFactorEnforcement(_, { input }, context) {
      const clientId = await adminClientIdOf(context);
      const outcome = await context.v2.setEnforcementSetting(clientId, { isEnforcementTwoFAEnabled: input.enforced });
      const viewer = { user: await requireViewer(context).user.load('me') };
      if (!outcome.ok) return { viewer, errors: formError(SOMETHING_WENT_WRONG) };
      return { viewer, errors: [] };
    },
    async updateSupportSettings(_, { input }, context) {
      const clientId = await adminClientIdOf(context);
      const outcome = await context.v2.setSupportSettings(clientId, input);
      const viewer = { user: await requireViewer(context).user.load('me') };
      if (outcome.ok) return { viewer, errors: [] };
      return { viewer, errors: outcome.refusal === 'invalid' ? fieldErrorsOr(outcome.fieldErrors, SOMETHING_WENT_WRONG) : formError(SOMETHING_WENT_WRONG) };
    },
  },
};
