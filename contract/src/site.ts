// Site: the client site a browser's domain names, and its branding, before anyone logs in.
import { z } from 'zod';
import { publicCall } from './access.js';
import { endpoint } from './endpoint.js';
import { messageError } from './errors.js';
import { theme } from './shared.js';

export const siteAnswer = z
  .object({
    domain: z.string(),
    client: z.object({
      clientName: z.string(),
      contactUsEnabled: z.boolean(),
      ssoEnabled: z.boolean().meta({ description: 'People can log in through single sign-on' }),
    }),
    theme,
    cmsData: z.object({ sso_access_only: z.boolean() }),
  })
  .meta({ id: 'Site' });

export const site = endpoint({
  api: 'main',
  method: 'get',
  path: '/themes/{domain}',
  summary: "A client site's branding, by its domain (subdomain prefix, or 'localhost')",
  auth: 'none',
  access: publicCall,
  params: z.object({ domain: z.string() }),
  responses: { 200: siteAnswer, 404: messageError },
});

export type SiteAnswer = z.infer<typeof siteAnswer>;
