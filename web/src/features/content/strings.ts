import type { StaticPageKind } from '../../__generated__/ContentPageQuery.graphql';

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
} as const;

/** The FAQs page (/app/faqs/). The spec names it and says it is content's; the words are ours. */
export const faqStrings = {
  home: 'Home',
  heading: 'FAQs',
  intro: 'Answers to the questions people ask most about their benefits.',
  search: 'Search the FAQs',
  searchHint: 'Questions and answers that contain your words are shown as you type.',
  matches: (count: number) =>
    count === 1 ? '1 question matches your search.' : `${count} questions match your search.`,
  noMatches: (query: string) => `No FAQs match “${query}”`,
  noMatchesHint: 'Try other words, or clear the search to see every question.',
  clearSearch: 'Clear the search',
  none: 'There are no FAQs yet.',
} as const;
