import { wishMessages } from '@portal/contract/expression-of-wish';
import { emptyRow, inputOf, problemsOf, someoneElse, totalOf } from './wishRows';

const robin = { id: 'fm-3', name: 'Robin Morgan', relationship: 'PARTNER' as const };

test('shares must be whole percentages that add up to 100; each row needs a name and relationship', () => {
  const rows = [
    { who: robin.id, name: '', relationship: 'Partner', share: '60' },
    { who: someoneElse, name: '', relationship: '', share: '30.5' },
  ];
  expect(totalOf(rows)).toBe(60);
  expect(problemsOf(rows)).toEqual({
    'rows.1.name': wishMessages.nameRequired,
    'rows.1.relationship': wishMessages.relationshipRequired,
    'rows.1.share': wishMessages.shareRange,
    total: wishMessages.sharesAddUp,
  });
  expect(problemsOf([])).toEqual({});
  expect(problemsOf([{ ...emptyRow(), name: 'Sam', relationship: 'Friend', share: '100' }])).toEqual({});
});

test('a family member is sent by id with their own name; someone else by the name typed', () => {
  const rows = [
    { who: robin.id, name: 'typed', relationship: 'Partner', share: '60' },
    { who: someoneElse, name: ' Sam Rivers ', relationship: 'Friend', share: '40' },
  ];
  expect(inputOf(rows, [robin])).toEqual({
    beneficiaries: [
      { familyMemberId: 'fm-3', name: 'Robin Morgan', relationship: 'Partner', sharePercent: 60 },
      { familyMemberId: null, name: 'Sam Rivers', relationship: 'Friend', sharePercent: 40 },
    ],
  });
});
