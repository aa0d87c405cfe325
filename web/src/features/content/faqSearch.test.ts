import { searchFaqs } from './faqSearch';

const groups = [
  {
    title: 'Choosing benefits',
    faqs: [
      {
        id: '0-0',
        question: 'When can I change my benefits?',
        answerText: 'During the annual window, or within 30 days of a life event.',
      },
      {
        id: '0-1',
        question: 'Why is my selection pending?',
        answerText: 'Some benefits, such as Cycle to Work, need approval.',
      },
    ],
  },
  {
    title: 'Pay and tax',
    faqs: [
      {
        id: '1-0',
        question: 'What is salary sacrifice?',
        answerText: 'You give up part of your gross pay for a benefit.',
      },
    ],
  },
];

test('an empty search (or only spaces) keeps every group', () => {
  expect(searchFaqs(groups, '')).toEqual(groups);
  expect(searchFaqs(groups, '   ')).toEqual(groups);
});

test('questions and answers are searched, ignoring case; groups left empty go', () => {
  expect(searchFaqs(groups, 'SALARY').map((group) => group.title)).toEqual(['Pay and tax']);
  expect(searchFaqs(groups, 'cycle to work')).toEqual([{ title: 'Choosing benefits', faqs: [groups[0]!.faqs[1]] }]);
  expect(searchFaqs(groups, '  benefit ').flatMap((group) => group.faqs.map((faq) => faq.id))).toEqual([
    '0-0',
    '0-1',
    '1-0',
  ]);
  expect(searchFaqs(groups, 'pension')).toEqual([]);
});
