// The upload-data panel's steps as state: a dry run checked, applied and read until done; a
// refusal in the banner; reads of the progress that fail until the panel stops asking; and back
// to the form.
import type { UploadView } from './DryRun';
import {
  hasGivenUpPolling,
  initialUploadPanel,
  isPolling,
  POLL_ATTEMPTS,
  uploadPanelReducer,
  type UploadPanelAction,
  type UploadPanelState,
} from './uploadPanel';

const dryRun: UploadView = {
  id: 'upload-9',
  fileName: 'march.csv',
  rows: 3,
  status: 'CHECKED',
  errorCount: 0,
  errors: [],
  counts: { new: 2, changed: 1, unchanged: 0, leaving: 0 },
  progress: { done: 0, total: 3 },
  failure: null,
  eligibilityDifference: null,
};

const run = (actions: UploadPanelAction[], from: UploadPanelState = initialUploadPanel) =>
  actions.reduce(uploadPanelReducer, from);

test('before a file: no upload, welcome emails on, nothing to read', () => {
  expect(initialUploadPanel).toEqual({
    upload: null,
    sendWelcomeEmails: true,
    banner: null,
    busy: false,
    pollFailures: 0,
  });
  expect(isPolling(initialUploadPanel)).toBe(false);
});

test('a checked dry run is shown with welcome emails on again, whatever was chosen for the last one', () => {
  const state = run([
    { type: 'welcome-emails-set', send: false },
    { type: 'check-started' },
    { type: 'checked', upload: dryRun },
  ]);
  expect(state).toMatchObject({ upload: dryRun, sendWelcomeEmails: true, banner: null });
  expect(isPolling(state)).toBe(false);
});

test('applied: busy while the mutation is out, then the job is read until it is applied', () => {
  const checked = run([
    { type: 'checked', upload: dryRun },
    { type: 'welcome-emails-set', send: false },
  ]);
  const sending = uploadPanelReducer(checked, { type: 'mutation-started' });
  expect(sending).toMatchObject({ busy: true, banner: null, sendWelcomeEmails: false });
  const queued = uploadPanelReducer(sending, {
    type: 'apply-accepted',
    status: 'QUEUED',
    progress: { done: 0, total: 3 },
  });
  expect(queued).toMatchObject({ busy: false, pollFailures: 0, upload: { ...dryRun, status: 'QUEUED' } });
  expect(isPolling(queued)).toBe(true);
  const applying = uploadPanelReducer(queued, {
    type: 'polled',
    upload: { ...dryRun, status: 'APPLYING', progress: { done: 1, total: 3 } },
  });
  expect(applying.upload?.progress).toEqual({ done: 1, total: 3 });
  expect(isPolling(applying)).toBe(true);
  const applied = uploadPanelReducer(applying, {
    type: 'polled',
    upload: { ...dryRun, status: 'APPLIED', progress: { done: 3, total: 3 } },
  });
  expect(applied.upload?.status).toBe('APPLIED');
  expect(isPolling(applied)).toBe(false);
});

test('a failed job ends the reading too', () => {
  const failed = run([
    { type: 'checked', upload: dryRun },
    { type: 'apply-accepted', status: 'APPLYING', progress: { done: 0, total: 3 } },
    { type: 'polled', upload: { ...dryRun, status: 'FAILED', failure: 'The database could not be reached' } },
  ]);
  expect(isPolling(failed)).toBe(false);
  expect(failed.upload?.failure).toBe('The database could not be reached');
});

test('a refused Apply or Cancel puts its words in the banner and frees the buttons; the next try clears it', () => {
  const refused = run([
    { type: 'checked', upload: dryRun },
    { type: 'mutation-started' },
    { type: 'mutation-refused', message: 'Another upload is being applied' },
  ]);
  expect(refused).toMatchObject({ banner: 'Another upload is being applied', busy: false, upload: dryRun });
  expect(uploadPanelReducer(refused, { type: 'mutation-started' }).banner).toBeNull();
});

test(`reads of the progress that fail ${POLL_ATTEMPTS} times in a row stop the reading; one that succeeds starts the count again`, () => {
  const applying = run([
    { type: 'checked', upload: dryRun },
    { type: 'apply-accepted', status: 'APPLYING', progress: { done: 0, total: 3 } },
  ]);
  const fourFailed = run(
    [{ type: 'poll-failed' }, { type: 'polled', upload: null }, { type: 'poll-failed' }, { type: 'poll-failed' }],
    applying,
  );
  expect(fourFailed.pollFailures).toBe(4);
  expect(isPolling(fourFailed)).toBe(true);
  expect(hasGivenUpPolling(fourFailed)).toBe(false);
  const recovered = uploadPanelReducer(fourFailed, {
    type: 'polled',
    upload: { ...dryRun, status: 'APPLYING', progress: { done: 2, total: 3 } },
  });
  expect(recovered.pollFailures).toBe(0);
  const gaveUp = run(
    Array.from({ length: POLL_ATTEMPTS }, () => ({ type: 'poll-failed' }) as const),
    recovered,
  );
  expect(isPolling(gaveUp)).toBe(false);
  expect(hasGivenUpPolling(gaveUp)).toBe(true);
  expect(gaveUp.upload?.status).toBe('APPLYING');
});

test('starting again (a discarded dry run, or another file after the last) forgets everything', () => {
  const used = run([
    { type: 'checked', upload: dryRun },
    { type: 'welcome-emails-set', send: false },
    { type: 'mutation-started' },
    { type: 'mutation-refused', message: 'No' },
    { type: 'poll-failed' },
  ]);
  expect(uploadPanelReducer(used, { type: 'start-again' })).toEqual(initialUploadPanel);
});
