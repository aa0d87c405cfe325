// The benefit's own FAQs as an accordion (Chakra's: buttons with aria-expanded, answers in
// labelled regions); answers are CMS HTML, sanitised before they are shown.
import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RelatedFaqs_faqs$key } from '../../__generated__/RelatedFaqs_faqs.graphql';
import { FaqAccordion } from '../../components/FaqAccordion';
import { sanitizeCmsHtml } from '../../format/sanitize';
import { benefitStrings as S } from './strings';

export function RelatedFaqs(props: { faqs: RelatedFaqs_faqs$key }) {
  const faqs = useFragment(
    graphql`
      fragment RelatedFaqs_faqs on Faq @relay(plural: true) {
        question
        answer
      }
    `,
    props.faqs,
  );
  const shown = useMemo(
    () =>
      faqs.map((faq, index) => ({
        id: `related-faq-${index}`,
        question: faq.question,
        html: sanitizeCmsHtml(faq.answer),
      })),
    [faqs],
  );
  if (shown.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="related-faqs" gap="3">
      <Heading as="h2" id="related-faqs" size="lg" color="gray.900">
        {S.relatedFaqs}
      </Heading>
      <FaqAccordion faqs={shown} />
    </Stack>
  );
}
