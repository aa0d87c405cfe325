// Welcome-email resends: employees/{id}/welcome-email-resends (one) and
// companies/{id}/welcome-email-resends (every unregistered employee of the employer's own company).
import { resendWelcomeEmail, resendWelcomeEmails } from '@portal/contract/employees';
import { Router } from 'express';
import { employerOfSession, ownClientOfPath } from '../../access/rules.js';
import * as welcome from '../../employees/welcome-emails.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function welcomeEmailRoutes(services: ApiServices): Router {
  const router = Router();
  route(router, services, resendWelcomeEmail, employerOfSession, async ({ access: employer, params, res }) => {
    const answer = await welcome.resendWelcomeEmail(services, employer, params.employeeId);
    services.kickJobs();
    send(res, resendWelcomeEmail, 202, answer);
  });
  route(router, services, resendWelcomeEmails, ownClientOfPath, async ({ access: employer, res }) => {
    const answer = await welcome.resendWelcomeEmails(services.db, employer);
    services.kickJobs();
    send(res, resendWelcomeEmails, 202, answer);
  });
  return router;
}
