import type { StaticPageKind } from '../../__generated__/StaticPageRouteQuery.graphql';

export const staticPageTitles: Record<Exclude<StaticPageKind, '%future added value'>, string> = {
  COOKIE_POLICY: 'Our Cookie Policy',
  PRIVACY_STATEMENT: 'Privacy statement',
  TERMS_AND_CONDITIONS: 'Terms and conditions',
};

export const staticPageStrings = {
  home: 'Home',
  loading: 'Loading content',
  failed: (title: string) => `There was an issue requesting the latest ${title}`,
  returnToHome: 'Return to home',
  pageTitle: (title: string, brand: string) => `${title} | ${brand}`,
} as const;
