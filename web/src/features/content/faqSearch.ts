// The FAQs search: a question is shown when its question or its answer's
// text holds the search, ignoring case; a group with none left is not shown. Pure, so it can be
// tested apart from the page; the page gives it answers as text, their HTML already read.

export interface SearchableFaq {
  readonly id: string;
  readonly question: string;
  /** The answer as a person reads it: the sanitised HTML's text, no tags. */
  readonly answerText: string;
}

export interface SearchableGroup<F extends SearchableFaq> {
  readonly title: string;
  readonly faqs: readonly F[];
}

export function searchFaqs<F extends SearchableFaq, G extends SearchableGroup<F>>(
  groups: readonly G[],
  search: string,
): G[] {
  const words = search.trim().toLocaleLowerCase('en-GB');
  if (!words) return [...groups];
  const matches = (faq: F) =>
    faq.question.toLocaleLowerCase('en-GB').includes(words) ||
    faq.answerText.toLocaleLowerCase('en-GB').includes(words);
  return groups
    .map((group) => ({ ...group, faqs: group.faqs.filter(matches) }))
    .filter((group) => group.faqs.length > 0);
}
