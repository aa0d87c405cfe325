// Contact us: GET /cms-content/contact (the page) and POST /contact (an enquiry).
import { contactPage, enquirySentMessage, sendEnquiry } from '@portal/contract/contact';
import { Router } from 'express';
import { contactPageOf } from '../../contact/contact-page.js';
import * as enquiries from '../../contact/enquiries.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function contactRoutes(services: ApiServices): Router {
  const router = Router();
  route(router, services, contactPage, async ({ auth, res }) => {
    send(res, contactPage, 200, await contactPageOf(services.db, auth.user));
  });
  route(router, services, sendEnquiry, async ({ auth, body, res }) => {
    await enquiries.sendEnquiry(services, auth, body);
    send(res, sendEnquiry, 201, { status: 'success', message: enquirySentMessage });
  });
  return router;
}
