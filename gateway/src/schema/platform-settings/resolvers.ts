// Platform settings: the organisation's 2FA requirement (v2 enforcement-setting) and its support
// contact (v2 support-settings), read and changed by those the contract's declaration names (its
// employer administrators): anyone else is FORBIDDEN here before the api is asked.
import {
  getEnforcementSetting,
  getSupportSettings,
  updateEnforcementSetting,
  updateSupportSettings,
} from '@portal/contract/platform-settings';
import { clientIdFor, requireViewer, type GatewayContext } from '../../context.js';
import { SOMETHING_WENT_WRONG } from '../../messages.js';
import { refusalsBut } from '../../rest/decode.js';
import type { PlatformSettings, Resolvers } from '../__generated__/resolvers-types.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';

/** The administrator's own client id: paths name it, the api checks it against the session. */
const adminClientIdOf = (context: GatewayContext) => clientIdFor(context, getSupportSettings);

/** A refused value (422) is the form's to word; a refused access is thrown. */
const settingRefusals = refusalsBut('unauthenticated', 'forbidden', 'notFound');

async function settingsOf(context: GatewayContext, clientId: string): Promise<PlatformSettings> {
  const params = { clientId };
  const [enforcement, support] = await Promise.all([
    context.api.call(getEnforcementSetting, { params }),
    context.api.call(getSupportSettings, { params }),
  ]);
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
      const body = { isEnforcementTwoFAEnabled: input.enforced };
      const outcome = await context.api.outcome(
        updateEnforcementSetting,
        { params: { clientId }, body },
        settingRefusals,
      );
      const viewer = { user: await requireViewer(context).user.load('me') };
      if (!outcome.ok) return { viewer, errors: formError(SOMETHING_WENT_WRONG) };
      return { viewer, errors: [] };
    },
    async updateSupportSettings(_, { input }, context) {
      const clientId = await adminClientIdOf(context);
      const outcome = await context.api.outcome(
        updateSupportSettings,
        { params: { clientId }, body: input },
        settingRefusals,
      );
      const viewer = { user: await requireViewer(context).user.load('me') };
      if (outcome.ok) return { viewer, errors: [] };
      return {
        viewer,
        errors:
          outcome.refusal === 'invalid'
            ? fieldErrorsOr(outcome.fieldErrors, SOMETHING_WENT_WRONG)
            : formError(SOMETHING_WENT_WRONG),
      };
    },
  },
};
