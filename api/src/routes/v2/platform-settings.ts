// v2/client/{id}/employees/two-factor-authentication/enforcement-setting and
// v2/client/{id}/support-settings: the dashboard's platform settings, for the client's employer
// administrators only (403 for anyone else, 404 for another client's id).
import { getEnforcementSetting, getSupportSettings, updateEnforcementSetting, updateSupportSettings } from '@portal/contract/platform-settings';
import { Router } from 'express';
import type { Authentication } from '../../auth/authentication.js';
import { requireEmployerAdmin } from '../../auth/employer-access.js';
import { send } from '../../http/send.js';
import { enforcementSettingOf, setEnforcement, setSupportSettings, supportSettingsOf } from '../../platform-settings/platform-settings.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

const adminOfClient = { access: (auth: Authentication, { clientId }: { clientId: number }) => requireEmployerAdmin(auth, clientId) };

export function platformSettingsRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();

  route(router, services, getEnforcementSetting, adminOfClient, async ({ access: admin, res }) => {
    send(res, getEnforcementSetting, 200, await enforcementSettingOf(db, admin.user.clientId));
  });

  route(router, services, updateEnforcementSetting, adminOfClient, async ({ access: admin, body, res }) => {
    send(res, updateEnforcementSetting, 200, await setEnforcement(db, admin, body));
  });

  route(router, services, getSupportSettings, adminOfClient, async ({ access: admin, res }) => {
    send(res, getSupportSettings, 200, await supportSettingsOf(db, admin.user.clientId));
  });

  route(router, services, updateSupportSettings, adminOfClient, async ({ access: admin, body, res }) => {
    send(res, updateSupportSettings, 200, await setSupportSettings(db, admin, body));
  });

  return router;
}
