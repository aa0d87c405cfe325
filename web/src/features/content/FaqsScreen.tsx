// The FAQs (/app/faqs/): content's groups of questions, each group an accessible accordion
// (Chakra's: buttons with aria-expanded, answers in labelled regions), and a search box that
// filters questions and answers as typing pauses (the spec's default debounce). While a search
// is on, the questions it found are opened, so a match inside an answer can be seen. Answers are
// CMS HTML, sanitised before they are shown (styled by static-content.css, which the route loads);
// a video an answer embeds is shown once video player cookies are allowed (components/CmsHtml.tsx).
import { Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FaqsScreen_viewer$key } from '../../__generated__/FaqsScreen_viewer.graphql';
import { SEARCH_DEBOUNCE_MS } from '../../tables/useTableRefetch';
import { searchFaqs } from './faqSearch';
import { FaqAccordion } from '../../components/FaqAccordion';
import { sanitizeCmsHtml } from '../../format/sanitize';
import { faqStrings as S } from './strings';

function textOf(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
}

export function FaqsScreen(props: { viewer: FaqsScreen_viewer$key }) {
  const { faqGroups } = useFragment(
    graphql`
      fragment FaqsScreen_viewer on Viewer {
        faqGroups {
          title
          faqs {
            question
            answer
          }
        }
      }
    `,
    props.viewer,
  );
  const groups = useMemo(
    () =>
      faqGroups.map((group, groupIndex) => ({
        id: `faq-group-${groupIndex}`,
        title: group.title,
        faqs: group.faqs.map((faq, faqIndex) => {
          const html = sanitizeCmsHtml(faq.answer, undefined, { videos: true });
          return { id: `${groupIndex}-${faqIndex}`, question: faq.question, html, answerText: textOf(html) };
        }),
      })),
    [faqGroups],
  );
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const found = useMemo(() => searchFaqs(groups, search), [groups, search]);
  const count = found.reduce((total, group) => total + group.faqs.length, 0);

  const apply = (next: string) => {
    setSearch(next);
    setOpen(next.trim() ? searchFaqs(groups, next).flatMap((group) => group.faqs.map((faq) => faq.id)) : []);
  };
  const type = (next: string) => {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => apply(next), SEARCH_DEBOUNCE_MS);
  };
  const clear = () => {
    window.clearTimeout(timer.current);
    setText('');
    apply('');
  };

  if (groups.length === 0) return <Text color="gray.800">{S.none}</Text>;

  return (
    <Stack gap="8">
      <Stack gap="2" maxW={{ md: 'lg' }}>
        <Field.Root>
          <Field.Label fontWeight="600" color="gray.800">
            {S.search}
          </Field.Label>
          <Input
            type="search"
            bg="white"
            size="lg"
            value={text}
            maxLength={100}
            autoComplete="off"
            onChange={(event) => type(event.target.value)}
          />
          <Field.HelperText color="gray.700">{S.searchHint}</Field.HelperText>
        </Field.Root>
        <Text color="gray.700" fontSize="sm" aria-live="polite" minH="5">
          {search.trim() && count > 0 ? S.matches(count) : ''}
        </Text>
      </Stack>
      {count === 0 ? (
        <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="8" textAlign="center">
          <Heading as="h2" size="md" color="gray.900">
            {S.noMatches(search.trim())}
          </Heading>
          <Text color="gray.700" mt="2">
            {S.noMatchesHint}
          </Text>
          <Button mt="4" variant="outline" colorPalette="brand" onClick={clear}>
            {S.clearSearch}
          </Button>
        </Box>
      ) : (
        found.map((group) => (
          <Stack as="section" key={group.id} aria-labelledby={group.id} gap="3">
            <Heading as="h2" id={group.id} size="lg" color="gray.900">
              {group.title}
            </Heading>
            <FaqAccordion faqs={group.faqs} open={open} onOpenChange={setOpen} />
          </Stack>
        ))
      )}
    </Stack>
  );
}
