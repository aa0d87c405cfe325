// Profile: GET /user (the signed-in person), the profile screen (GET and PATCH /user/profile),
// the password (POST /password/check, POST /password), the email (POST /user/email, /confirm,
// /cancel) and where the person is signed in (GET /user/sessions and the sign-outs).
import {
  cancelEmailChange,
  changeEmail,
  changePassword,
  checkProfilePassword,
  confirmEmail,
  profile,
  signedInSessions,
  signOutOtherSessions,
  signOutSession,
  updateProfile,
  updateReminders,
  user,
} from '@portal/contract/profile';
import { Router } from 'express';
import { send } from '../../http/send.js';
import * as password from '../../profile/change-password.js';
import * as email from '../../profile/email-change.js';
import { describeProfile, updateAvatar, updateReminders as updateRemindersOf } from '../../profile/profile.js';
import { describeUser } from '../../profile/user.js';
import * as signedIn from '../../session/signed-in-sessions.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function profileRoutes(services: ApiServices): Router {
  const { db, config } = services;
  const router = Router();
  route(router, services, user, async ({ auth, res }) => {
    send(res, user, 200, await describeUser(db, auth));
  });
  route(router, services, profile, async ({ auth, res }) => {
    send(res, profile, 200, await describeProfile(db, auth.user));
  });
  route(router, services, updateProfile, async ({ auth, body, res }) => {
    send(res, updateProfile, 200, await updateAvatar(db, auth, body));
  });
  route(router, services, updateReminders, async ({ auth, body, res }) => {
    send(res, updateReminders, 200, await updateRemindersOf(db, auth, body));
  });
  route(router, services, checkProfilePassword, async ({ auth, body, req, res }) => {
    send(res, checkProfilePassword, 200, await password.checkProfilePassword(db, auth, body, req.ip));
  });
  route(router, services, changePassword, async ({ auth, body, req, res }) => {
    send(res, changePassword, 200, await password.changePassword(db, auth, body, req.ip));
  });
  route(router, services, changeEmail, async ({ auth, body, req, res }) => {
    send(res, changeEmail, 202, await email.requestEmailChange(services, auth, body, req.ip));
  });
  route(router, services, confirmEmail, async ({ auth, body, res }) => {
    send(res, confirmEmail, 200, await email.confirmEmailChange(db, auth, body.token));
  });
  route(router, services, cancelEmailChange, async ({ auth, res }) => {
    send(res, cancelEmailChange, 200, await email.cancelEmailChange(db, auth));
  });
  route(router, services, signedInSessions, async ({ auth, res }) => {
    send(res, signedInSessions, 200, { sessions: await signedIn.listSignedInSessions(db, config.session, auth) });
  });
  route(router, services, signOutOtherSessions, async ({ auth, res }) => {
    send(res, signOutOtherSessions, 200, await signedIn.signOutOtherSessions(db, config.session, auth));
  });
  route(router, services, signOutSession, async ({ auth, params, res }) => {
    send(res, signOutSession, 200, await signedIn.signOutSession(db, config.session, auth, params.sessionId));
  });
  return router;
}
