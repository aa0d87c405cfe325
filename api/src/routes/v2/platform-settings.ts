// v2/client/{id}/employees/two-factor-authentication/enforcement-setting and
// v2/client/{id}/support-settings: the dashboard's platform settings, for the client's employer
// administrators only (403 for anyone else, 404 for another client's id).
import {
  getEnforcementSetting,
  getSupportSettings,
  updateEnforcementSetting,
  updateSupportSettings,
} from '@portal/contract/platform-settings';
import { Router } from 'express';
import { ownClientOfPath } from '../../access/rules.js';
import { send } from '../../http/send.js';
import {
  enforcementSettingOf,
  setEnforcement,
  setSupportSettings,
  supportSettingsOf,
} from '../../platform-settings/platform-settings.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function platformSettingsRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();

  route(router, services, getEnforcementSetting, ownClientOfPath, async ({ access: admin, res }) => {
    send(res, getEnforcementSetting, 200, await enforcementSettingOf(db, admin.user.clientId));
  });

  route(router, services, updateEnforcementSetting, ownClientOfPath, async ({ access: admin, body, res }) => {
    send(res, updateEnforcementSetting, 200, await setEnforcement(db, admin, body));
  });

  route(router, services, getSupportSettings, ownClientOfPath, async ({ access: admin, res }) => {
    send(res, getSupportSettings, 200, await supportSettingsOf(db, admin.user.clientId));
  });

  route(router, services, updateSupportSettings, ownClientOfPath, async ({ access: admin, body, res }) => {
    send(res, updateSupportSettings, 200, await setSupportSettings(db, admin, body));
  });

  return router;
}
