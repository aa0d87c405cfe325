// Content: a client site's content-managed pages. Signed in, the site is the session's client;
// anonymous, it is named by ?domain= (a subdomain prefix, or 'localhost').
import { z } from 'zod';
import { publicCall, signedIn } from './access.js';
import { endpoint } from './endpoint.js';
import { messageError } from './errors.js';

export const policyQuery = z.object({
  // Anything but one string (a repeated parameter) names no site, as a missing one does.
  domain: z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().optional()),
});

export const policyAnswer = z
  .object({ name: z.string(), content: z.string().meta({ description: 'HTML' }), status: z.literal('success') })
  .meta({ id: 'PolicyPage' });

const policyPage = (kind: 'terms-conditions' | 'privacy-policy' | 'our-cookie-policy', summary: string) =>
  endpoint({
    api: 'main',
    method: 'get',
    path: `/policies/${kind}`,
    summary,
    auth: 'optional',
    access: publicCall,
    query: policyQuery,
    // 'Client not found' for an unknown site, 'Page not found' for a site without the page.
    responses: { 200: policyAnswer, 404: messageError },
  });

export const termsPage = policyPage('terms-conditions', 'The terms and conditions page');
export const privacyPage = policyPage('privacy-policy', 'The privacy statement page');
export const cookiePolicyPage = policyPage('our-cookie-policy', 'The cookie policy page');

export type PolicyAnswer = z.infer<typeof policyAnswer>;

export const faqGroup = z
  .object({
    title: z.string(),
    faqs: z.array(z.object({ question: z.string(), answer: z.string().meta({ description: 'HTML' }) })),
  })
  .meta({ id: 'FaqGroup' });

export const faqs = endpoint({
  api: 'main',
  method: 'get',
  path: '/cms-content/faqs',
  summary: "The client's FAQs, grouped (the FAQs link shows only when there are some)",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: z.object({ groups: z.array(faqGroup) }) },
});

export type FaqGroup = z.infer<typeof faqGroup>;
