// The demo clients' home content (cards, banners, the welcome carousel) and Acme's FAQ groups.
import { formatDate } from '../benefits/display.js';
import type { Database } from '../db/client.js';
import { carouselSlides, faqEntries, faqGroups, homeBanners, homeCards } from '../db/schema-content.js';

export interface HomeSeed {
  clientId: number;
  brand: string;
  schemeYear: number;
  /** When the selection window closes, for the banner that says so; none without a window. */
  windowCloses: string | null;
  faqs: boolean;
}

// Nothing here is about childcare vouchers: home's own balance card says the one thing a
// voucher-only person needs, and content saying it again showed it three times.
export async function seedHomeContent(db: Database, site: HomeSeed): Promise<void> {
  const { clientId, brand, schemeYear } = site;
  const cards = [
    {
      key: 'my-benefits',
      audience: 'employees' as const,
      title: 'My benefits',
      text: `See, choose and change your benefits for ${schemeYear}.`,
      link: '/app/my-benefits/',
      linkLabel: 'View my benefits',
    },
    {
      key: 'total-reward',
      audience: 'employees' as const,
      title: 'My total benefits',
      text: 'What your whole package is worth: salary and benefits together.',
      link: '/app/my-total-benefits/',
      linkLabel: 'See my total benefits',
    },
    {
      key: 'approvals',
      audience: 'approvers' as const,
      title: 'Approve selections',
      text: 'Orders from your employees that are waiting for you.',
      link: '/app/dashboard/approve-selections',
      linkLabel: 'Review selections',
    },
    ...(site.faqs
      ? [
          {
            key: 'faqs',
            audience: 'everyone' as const,
            title: 'FAQs',
            text: 'Answers to the questions people ask most about their benefits.',
            link: '/app/faqs/',
            linkLabel: 'Read the FAQs',
          },
        ]
      : []),
  ];
  await db.insert(homeCards).values(cards.map((card, position) => ({ ...card, clientId, position })));
  const banners = [
    ...(site.windowCloses
      ? [
          {
            key: 'selection-window',
            audience: 'employees' as const,
            tone: 'info' as const,
            title: `Your ${schemeYear} benefits are open for changes`,
            text: `Make or change your choices before ${formatDate(site.windowCloses)}.`,
            link: '/app/my-benefits/',
            linkLabel: 'Choose benefits',
          },
        ]
      : []),
  ];
  if (banners.length > 0)
    await db.insert(homeBanners).values(banners.map((banner, position) => ({ ...banner, clientId, position })));
  await db.insert(carouselSlides).values([
    {
      clientId,
      position: 0,
      title: `Welcome to ${brand}`,
      text: 'Your benefits in one place: what you have, what it costs and what it is worth.',
      image: null,
    },
    {
      clientId,
      position: 1,
      title: 'Choose what suits you',
      text: 'Pick and change benefits while the selection window is open, or after a life event.',
      image: null,
    },
    {
      clientId,
      position: 2,
      title: 'See your total reward',
      text: 'Your salary and everything your employer adds, by year or by month.',
      image: null,
    },
  ]);
}

const acmeFaqGroups = [
  {
    title: 'Choosing benefits',
    faqs: [
      {
        question: 'When can I change my benefits?',
        answer:
          '<p>During the annual window before each scheme year starts (some insured benefits, such as Dental Insurance, have their own renewal window), or for 30 or 60 days after a life event, depending on the event: add it under Something changed? in your profile settings.</p>',
      },
      {
        question: 'Why is my selection pending?',
        answer: '<p>Some benefits, such as Cycle to Work, need approval from Acme before an order is placed.</p>',
      },
      {
        question: 'What does "Rejected" mean?',
        answer:
          '<p>Acme or the provider could not accept the choice. The benefit shows the reason, and you can reapply.</p>',
      },
    ],
  },
  {
    title: 'Pay and tax',
    faqs: [
      {
        question: 'What is salary sacrifice?',
        answer:
          '<p>You give up part of your gross pay for a benefit, so you pay less income tax and National Insurance.</p>',
      },
      {
        question: 'How is the net cost worked out?',
        answer:
          '<p>It is the cost less the tax and National Insurance you save, at your own rates. It is an estimate.</p>',
      },
      // An embedded video: shown only once the person allows video player cookies.
      {
        question: 'Is there a video that explains salary sacrifice?',
        answer:
          '<p>Yes. This two-minute video shows how giving up part of your gross pay lowers your tax and National Insurance.</p>' +
          '<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="Salary sacrifice explained" width="560" height="315" allowfullscreen></iframe>',
      },
    ],
  },
  {
    title: 'Childcare vouchers',
    faqs: [
      {
        question: 'How do childcare vouchers work?',
        answer:
          '<p>If you joined the scheme before it closed to new members you can keep using your voucher balance, even after leaving Acme.</p>',
      },
    ],
  },
];

export async function seedAcmeFaqs(db: Database, clientId: number): Promise<void> {
  for (const [position, group] of acmeFaqGroups.entries()) {
    const [row] = await db
      .insert(faqGroups)
      .values({ clientId, position, title: group.title })
      .returning({ id: faqGroups.id });
    await db.insert(faqEntries).values(group.faqs.map((faq, i) => ({ groupId: row!.id, position: i, ...faq })));
  }
}
