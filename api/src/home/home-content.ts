// The home screen's content for the signed-in person: the client's cards and banners meant for
// them (voucher-only people see only what is about their vouchers), and the welcome carousel,
// whose reading clears the first-login requirement.
import type { z } from 'zod';
import type { carousel, homeBanner, homeCard } from '@portal/contract/home';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { rolesOf } from '../access/subject.js';
import type { User } from '../auth/authentication.js';
import { ccvBalanceOf, isVoucherOnly } from '../db/ccv-balances.js';
import type { Database } from '../db/client.js';
import { carouselSlides, type ContentAudience, homeBanners, homeCards } from '../db/schema-content.js';
import { users } from '../db/schema-people.js';

type CarouselAnswer = z.input<(typeof carousel.responses)[200]>;
type HomeCard = z.infer<typeof homeCard>;
type HomeBanner = z.infer<typeof homeBanner>;

/**
 * The audiences a person belongs to: by their roles (access/subject.ts), so a card that leads to an
 * employer's page reaches only those the page's calls let in (approvals only to approvers).
 */
export async function audiencesOf(db: Database, user: User): Promise<ContentAudience[]> {
  if (isVoucherOnly(user, await ccvBalanceOf(db, user.id))) return ['everyone', 'voucher-only'];
  const roles = rolesOf(user);
  return [
    'everyone',
    'employees',
    ...(roles.includes('employer') ? (['employers'] as const) : []),
    ...(roles.includes('approver') ? (['approvers'] as const) : []),
  ];
}

export async function homeCardsFor(db: Database, user: User): Promise<HomeCard[]> {
  if (user.clientId === null) return [];
  const rows = await db
    .select({
      id: homeCards.key,
      title: homeCards.title,
      text: homeCards.text,
      link: homeCards.link,
      linkLabel: homeCards.linkLabel,
    })
    .from(homeCards)
    .where(and(eq(homeCards.clientId, user.clientId), inArray(homeCards.audience, await audiencesOf(db, user))))
    .orderBy(asc(homeCards.position), asc(homeCards.id));
  return rows;
}

export async function homeBannersFor(db: Database, user: User): Promise<HomeBanner[]> {
  if (user.clientId === null) return [];
  return db
    .select({
      id: homeBanners.key,
      title: homeBanners.title,
      text: homeBanners.text,
      link: homeBanners.link,
      linkLabel: homeBanners.linkLabel,
      tone: homeBanners.tone,
    })
    .from(homeBanners)
    .where(and(eq(homeBanners.clientId, user.clientId), inArray(homeBanners.audience, await audiencesOf(db, user))))
    .orderBy(asc(homeBanners.position), asc(homeBanners.id));
}

/** The slides, and the first login is over: the carousel is not required again. */
export async function readCarousel(db: Database, user: User): Promise<CarouselAnswer> {
  const slides =
    user.clientId === null
      ? []
      : await db
          .select({ title: carouselSlides.title, text: carouselSlides.text, image: carouselSlides.image })
          .from(carouselSlides)
          .where(eq(carouselSlides.clientId, user.clientId))
          .orderBy(asc(carouselSlides.position), asc(carouselSlides.id));
  if (user.firstLogin) await db.update(users).set({ firstLogin: false }).where(eq(users.id, user.id));
  return { slides };
}
