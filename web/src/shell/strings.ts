// The shell's words; those in quotes in the spec are verbatim.
export const shellStrings = {
  /** The spec's generic failure text. */
  somethingWentWrong: 'It looks like something has gone wrong, please try again later',
  skipToContent: 'Skip to content',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  userMenu: 'User menu',
  privacy: 'Privacy',
  terms: 'Terms',
  contactUs: 'Contact us',
  footerLinks: 'Footer',
  copyright: (year: number, company: string) => `© ${year} ${company}`,
  clientLogoAlt: (client: string) => `${client} logo`,
  avatarAlt: '',
  loadingProfile: 'Loading profile...',
  loading: 'Loading...',
  accessDenied: 'Access Denied',
  accessDeniedText: 'You do not have permission to view this page.',
  notFoundTitle: 'Page not found',
  notFoundText: 'Oops! The page you are looking for has been removed or relocated.',
  backToHome: 'Back to Home',
  crashTitle: 'Uh oh!',
  crashText:
    'Uh oh! It looks like something has gone wrong. Please try refreshing the page or click below to return to the home page',
  returnToHome: 'Return to home',
  /** Ours: the crash report's request id, for whoever the person asks for help. */
  crashReference: (id: string) => `If you contact us about this, quote the reference ${id}.`,
  cookieBannerTitle: 'We use cookies',
  masqueradeBannerLabel: 'Masquerade session',
  masqueradeActingAs: 'You are acting as',
  masqueradeSchemeYear: 'scheme year',
  masqueradeEnd: 'End masquerade',
  /** A masquerade never changes the person's password, 2FA, email or sessions, nor consents for them. */
  onlyThePerson: (name: string) => `Only ${name} can do this: you are acting as them.`,
  managedBySingleSignOn: 'Your organisation signs you in through single sign-on, so this is managed there.',
  cookieBannerText:
    'We use essential cookies to make this site work. With your consent we also use video player cookies to show embedded videos.',
  cookiePolicyLink: 'Read our cookie policy',
  acceptCookies: 'Accept cookies',
  manageCookies: 'Manage cookies',
  cookieSettingsTitle: 'Cookie settings',
  cookieSettingsIntro:
    'Choose which cookies we may use. Essential cookies are always on because the site cannot work without them.',
  essentialCookies: 'Essential cookies',
  essentialCookiesText:
    'These cookies keep you signed in, remember your cookie choices and protect your account. They cannot be switched off.',
  alwaysEnabled: 'Always enabled',
  videoPlayerCookies: 'Video player cookies',
  videoPlayerCookiesText:
    'Videos on some pages, such as the FAQs, are played by YouTube or Vimeo, whose players set cookies of their own. Until you allow these cookies, the videos are not loaded.',
  videoCookiesOn: 'On',
  videoCookiesOff: 'Off',
  /** The footer's way back to the cookie settings once the banner has gone. */
  cookieSettingsLink: 'Cookie settings',
  enableVideoPlayerCookies: 'Allow video player cookies',
  saveCookieSettings: 'Save settings',
  // The stay-logged-in screen: the spec gives its buttons, not its heading or text (ours).
  stayLoggedInTitle: 'Are you still there?',
  stayLoggedInText: (seconds: number) =>
    `You have not done anything for a while. For your security you will be logged out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  stayLoggedIn: 'Stay logged in',
  logout: 'Logout',
} as const;
