// employees/{id}/welcome-email-resends (one) and companies/{id}/welcome-email-resends (every
// unregistered employee of the employer's own company).
import { Router } from 'express';
import type { ApiConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { idOf, requireOwnClient } from '../../employer/access.js';
import { resendWelcomeEmail, resendWelcomeEmails } from '../../employer/welcome-emails.js';
import { authenticationOf, requireSession } from '../../session/authentication.js';

export function welcomeEmailRoutes(db: Database, config: ApiConfig, kickJobs: () => void): Router {
  const router = Router();
  const session = requireSession(db);
  router.post('/employees/:id/welcome-email-resends', session, async (req, res) => {
    const result = await resendWelcomeEmail(db, config, authenticationOf(res), idOf(String(req.params.id)));
    kickJobs();
    res.status(202).json(result);
  });
  router.post('/companies/:id/welcome-email-resends', session, async (req, res) => {
    const auth = authenticationOf(res);
    const clientId = requireOwnClient(auth, String(req.params.id));
    const result = await resendWelcomeEmails(db, auth, clientId);
    kickJobs();
    res.status(202).json(result);
  });
  return router;
}
