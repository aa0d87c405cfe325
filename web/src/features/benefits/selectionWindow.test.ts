import { selectionWindowMessage } from './selectionWindow';

test('an open scheme window says nothing; one a life event opened names the event in lower case and its last day', () => {
  expect(
    selectionWindowMessage({ open: true, opensOn: '2026-01-01', closesOn: '2026-12-31', lifeEvent: null }),
  ).toBeNull();
  expect(
    selectionWindowMessage({
      open: true,
      opensOn: '2026-11-24',
      closesOn: '2027-01-23',
      lifeEvent: 'Birth or adoption',
    }),
  ).toBe('You can change this benefit until 23 January 2027 because of your birth or adoption');
});

test('a shut window says when it opens, or when it closed', () => {
  const today = '2026-11-24';
  expect(
    selectionWindowMessage({ open: false, opensOn: '2027-01-10', closesOn: '2027-02-10', lifeEvent: null }, today),
  ).toBe('You can change this benefit from 10 January 2027');
  expect(selectionWindowMessage({ open: false, opensOn: null, closesOn: '2026-10-10', lifeEvent: null }, today)).toBe(
    'The selection window closed on 10 October 2026',
  );
  // A window that opened and closed in the past (Dental Insurance's own, in the demo).
  expect(
    selectionWindowMessage({ open: false, opensOn: '2026-09-10', closesOn: '2026-10-10', lifeEvent: null }, today),
  ).toBe('The selection window closed on 10 October 2026');
  expect(selectionWindowMessage({ open: false, opensOn: null, closesOn: null, lifeEvent: null }, today)).toBe(
    'This benefit cannot be changed at the moment.',
  );
});
