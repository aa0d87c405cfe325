// Home: the cards and banners content puts on the home screen, and the welcome carousel a person
// sees on first login (fetching it clears the requirement).
import { z } from 'zod';
import { signedIn } from './access.js';
import { endpoint } from './endpoint.js';

export const homeCard = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    link: z.string().meta({ description: 'A path inside the portal, e.g. /app/my-benefits/' }),
    linkLabel: z.string(),
  })
  .meta({ id: 'HomeCard' });

export const homeBanner = z
  .object({
    id: z.string(),
    title: z.string(),
    text: z.string(),
    link: z.string().nullable(),
    linkLabel: z.string().nullable(),
    tone: z.enum(['info', 'success', 'warning']),
  })
  .meta({ id: 'HomeBanner' });

export const homeCards = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/home-page-cards',
  summary: "The home screen's cards for the signed-in person (always an array)",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: z.array(homeCard) },
});

export const homeBanners = endpoint({
  api: 'main',
  method: 'get',
  path: '/user/home-page-banner',
  summary: "The home screen's banners for the signed-in person (always an array)",
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: { 200: z.array(homeBanner) },
});

export const carousel = endpoint({
  api: 'main',
  method: 'get',
  path: '/carousel',
  summary: 'The welcome carousel; reading it clears the first-login requirement (showWelcomeModal)',
  auth: 'bearer',
  access: { roles: signedIn, masquerade: true },
  responses: {
    200: z.object({ slides: z.array(z.object({ title: z.string(), text: z.string(), image: z.string().nullable() })) }),
  },
});
