// The home screen's words: the spec's own in quotes, the rest ours (the spec shows no
// more of the home screen than its cards, banners, carousel and notices).
import { billingFrequencyLabels } from '../../format/money';
import { shellStrings } from '../../shell/strings';

export const homeStrings = {
  pageTitle: 'Home',
  greeting: (firstName: string) => `Hello, ${firstName}`,
  intro: 'Welcome to your benefits portal.',
  quickLinksHeading: 'Quick links',
  helpMeChooseHeading: 'Not sure what to choose?',
  helpMeChooseText: 'Answer a few short questions and we will suggest the benefits that suit you.',
  helpMeChoose: 'Help me choose',
  quickLinks: {
    '/app/my-benefits/': 'See the benefits on offer, make your choices and review what you have selected.',
    '/app/faqs/': 'Answers to the questions colleagues ask most about their benefits.',
    '/app/dashboard/': 'Employee engagement, benefit take-up, approvals and platform settings.',
    '/app/home/my-profile/': 'Your details, password and two-factor authentication.',
  } as Record<string, string>,
  /** Ours: the spec asks for a welcome message after 2FA setup without giving its words. */
  twoFactorWelcome: (brand: string) => `Two-factor authentication is now on for your account. Welcome to ${brand}!`,
  probationNotice: "As you're on probation, you won't be able to access all benefits. We'll email you when you can!",
  /** The spec's generic failure text, and the retry we offer with it. */
  failed: shellStrings.somethingWentWrong,
  tryAgain: 'Try again',
  loading: 'Loading...',
  bannersLabel: 'Announcements',
  // The way to Contact us.
  needHelpHeading: 'Need help?',
  needHelpText: 'Questions about your benefits? Send a message to the benefits team.',
  contactUs: 'Contact us',
  // The total reward card.
  totalRewardHeading: (schemeYear: number) => `Your total reward for ${schemeYear}`,
  totalRewardHeadingNoYear: 'Your total reward',
  annually: billingFrequencyLabels.YEAR,
  employerAdds: (amount: string) => `including ${amount} from your employer`,
  seeTotalReward: 'See my total benefits',
  // The childcare-voucher (ccv) balance.
  voucherHeading: 'Your childcare voucher balance',
  lastPayment: (date: string) => `Last payment ${date}`,
  noPaymentYet: 'No payments yet',
  voucherOnlyIntro: 'Your childcare voucher balance is still yours to spend on registered childcare.',
  // The welcome carousel of the first login.
  welcomeTitle: (brand: string) => `Welcome to ${brand}`,
  slideOf: (slide: number, slides: number) => `Slide ${slide} of ${slides}`,
  back: 'Back',
  next: 'Next',
  getStarted: 'Get started',
  close: 'Close',
} as const;
