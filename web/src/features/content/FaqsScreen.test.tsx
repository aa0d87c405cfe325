// The FAQs: groups of questions as an accordion whose answers are sanitised, a search that
// filters questions and answers (ignoring case) once typing pauses and opens what it found, and
// the empty state with a way back to every question.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql } from 'react-relay';
import type { FaqsScreenTestQuery } from '../../__generated__/FaqsScreenTestQuery.graphql';
import { renderWithRelay } from '../../testing/renderWithRelay';
import { FaqsScreen } from './FaqsScreen';

const query = graphql`
  query FaqsScreenTestQuery @relay_test_operation {
    viewer {
      ...FaqsScreen_viewer
    }
  }
`;

const faqGroups = [
  {
    title: 'Choosing benefits',
    faqs: [
      {
        question: 'When can I change my benefits?',
        answer: '<p>During the annual window, or within 30 days of a life event.</p>',
      },
      {
        question: 'Why is my selection pending?',
        answer:
          '<p>Some benefits, such as <strong>Cycle to Work</strong>, need approval.</p><img src="x" onerror="window.hacked = true">',
      },
    ],
  },
  {
    title: 'Pay and tax',
    faqs: [
      {
        question: 'What is salary sacrifice?',
        answer: '<p>You give up part of your gross pay.</p><script>window.hacked = true</script>',
      },
    ],
  },
];

function renderFaqs() {
  return renderWithRelay<FaqsScreenTestQuery>({
    query,
    resolvers: { Viewer: () => ({ id: 'viewer-1', faqGroups }) },
    path: '/app/faqs/',
    render: ({ viewer }) => (viewer ? <FaqsScreen viewer={viewer} /> : null),
  });
}

const visibleQuestions = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

test('each group is a section of questions; a question opens to its sanitised answer', async () => {
  const user = userEvent.setup();
  renderFaqs();
  expect(screen.getByRole('region', { name: 'Choosing benefits' }).tagName).toBe('SECTION');
  expect(
    within(screen.getByRole('region', { name: 'Pay and tax' }))
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['What is salary sacrifice?']);
  expect(visibleQuestions()).toEqual([
    'When can I change my benefits?',
    'Why is my selection pending?',
    'What is salary sacrifice?',
  ]);
  expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);

  const pending = screen.getByRole('button', { name: 'Why is my selection pending?' });
  expect(pending.getAttribute('aria-expanded')).toBe('false');
  await user.click(pending);
  expect(pending.getAttribute('aria-expanded')).toBe('true');
  const answer = screen.getByRole('region', { name: 'Why is my selection pending?' });
  expect(answer.textContent).toBe('Some benefits, such as Cycle to Work, need approval.');
  expect(answer.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
  expect(document.querySelector('script')).toBeNull();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();

  await user.click(pending);
  expect(pending.getAttribute('aria-expanded')).toBe('false');
});

test('the search filters questions and answers, ignoring case, and opens what it found', async () => {
  const user = userEvent.setup();
  renderFaqs();
  await user.type(screen.getByRole('searchbox', { name: 'Search the FAQs' }), 'CYCLE');
  // Typing has only just paused: the list changes a moment later.
  expect(visibleQuestions()).toHaveLength(3);
  await waitFor(() => expect(visibleQuestions()).toEqual(['Why is my selection pending?']));
  expect(screen.getByText('1 question matches your search.')).toBeTruthy();
  expect(screen.queryByRole('heading', { level: 2, name: 'Pay and tax' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Why is my selection pending?' }).getAttribute('aria-expanded')).toBe(
    'true',
  );

  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), 'benefit');
  await waitFor(() => expect(screen.getByText('2 questions match your search.')).toBeTruthy());
  expect(visibleQuestions()).toEqual(['When can I change my benefits?', 'Why is my selection pending?']);
});

test('a search that finds nothing says so, and Clear brings every question back', async () => {
  const user = userEvent.setup();
  renderFaqs();
  await user.type(screen.getByRole('searchbox', { name: 'Search the FAQs' }), 'pension');
  expect(await screen.findByRole('heading', { name: 'No FAQs match \u201cpension\u201d' })).toBeTruthy();
  expect(visibleQuestions()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Clear the search' }));
  expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  expect(visibleQuestions()).toHaveLength(3);
  expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(3);
});
