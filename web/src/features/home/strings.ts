export const homeStrings = {
  pageTitle: (brand: string) => `Home | ${brand}`,
  greeting: (firstName: string) => `Hello, ${firstName}`,
  intro: 'Welcome to your benefits portal.',
  quickLinksHeading: 'Quick links',
  quickLinks: {
    '/app/my-benefits/': 'See the benefits on offer, make your choices and review what you have selected.',
    '/app/faqs/': 'Answers to the questions colleagues ask most about their benefits.',
    '/app/dashboard/': 'Employee engagement, benefit take-up, approvals and platform settings.',
    '/app/home/my-profile/': 'Your details, password and two-factor authentication.',
  } as Record<string, string>,
  /** Ours: the spec asks for a welcome message after 2FA setup without giving its words. */
  twoFactorWelcome: (brand: string) => `Two-factor authentication is now on for your account. Welcome to ${brand}!`,
  probationNotice: "As you're on probation, you won't be able to access all benefits. We'll email you when you can!",
} as const;
