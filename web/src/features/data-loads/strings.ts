// The upload-data side panel's words (docs/data-loads.md). The file's refusals are the contract's
// own (the size, the type, the columns), so the form and the api say the same thing; the rest are
// ours, in plain en-GB.
import { dataLoadEmptyMessage, dataLoadFileTypeMessage, dataLoadTooLargeMessage } from '@portal/contract/data-loads';

export const dataLoadStrings = {
  button: 'Upload employee data',
  title: 'Upload employee data',
  intro:
    'Add, change or mark as leaving your employees from a CSV or Excel file with the template’s columns. The file is checked first: nothing changes until you apply it.',
  introEligibility:
    'Add, change or mark as leaving your employees from a CSV or Excel file with the template’s columns. The file is checked first, with the benefits each employee would gain or lose: nothing changes until you apply it.',
  downloadTemplate: 'Download template',
  lastUpload: (date: string) => `Last upload: ${date}`,
  noUploadYet: 'No employee data has been uploaded yet',
  loading: 'Loading your uploads…',
  // The spec names this error ("errors requesting … upload template"); the words are ours.
  loadFailed: 'There was an issue requesting the upload template and your uploads',
  // The file.
  fileLabel: 'Employee file',
  fileHint: 'CSV or Excel (.xlsx), 20 MB at most',
  fileRequired: 'Choose a CSV or Excel (.xlsx) file',
  fileType: dataLoadFileTypeMessage,
  fileTooLarge: dataLoadTooLargeMessage,
  fileEmpty: dataLoadEmptyMessage,
  checkFile: 'Check file',
  checking: 'Checking…',
  uploadFailed: 'There was an error checking the file, please try again',
  // The dry run.
  dryRunHeading: (fileName: string) => `Checked: ${fileName}`,
  dryRunRows: (rows: number) => `${rows.toLocaleString('en-GB')} ${rows === 1 ? 'employee' : 'employees'} in the file`,
  countsLabel: 'What applying the file would do',
  counts: { new: 'New', changed: 'Changed', unchanged: 'Unchanged', leaving: 'Leaving' },
  errorsHeading: (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'error' : 'errors'} to correct`,
  errorsHint: 'Correct these in your file and check it again: a file with errors cannot be applied.',
  andMore: (count: number) => `and ${count.toLocaleString('en-GB')} more`,
  noErrors: 'No errors: the file can be applied.',
  eligibilityHeading: 'Changes to eligibility',
  eligibilityNone: 'No employee’s eligibility for benefits would change.',
  employee: 'Employee',
  change: 'Change',
  gains: 'Gains',
  loses: 'Loses',
  none: 'None',
  changeKinds: { NEW: 'New', CHANGED: 'Changed', LEAVING: 'Leaving' } as Record<string, string>,
  sendWelcomeEmails: 'Send welcome emails to new employees',
  apply: 'Apply',
  applyingButton: 'Applying…',
  cancel: 'Cancel',
  close: 'Close',
  applyFailed: 'There was an error applying the upload, please try again',
  discardFailed: 'There was an error cancelling the upload, please try again',
  // Applying.
  progressLabel: 'Applying the upload',
  progress: (done: number, total: number) =>
    `Applied ${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} rows`,
  applied: (fileName: string) => `${fileName} has been applied: your employee data is up to date.`,
  failed: 'The upload could not be applied',
  nothingChanged: 'Nothing was changed: your employee data is as it was.',
  uploadAnother: 'Upload another file',
  pollFailed: 'The upload’s progress could not be read; it carries on, and the history will show it when it is done.',
  // The history.
  historyHeading: 'Upload history',
  historyEmpty: 'No uploads yet',
  file: 'File',
  who: 'Uploaded by',
  when: 'When',
  rows: 'Rows',
  result: 'Result',
  action: 'Action',
  results: { APPLIED: 'Applied', FAILED: 'Failed', UNDONE: 'Undone' } as Record<string, string>,
  undoOf: (fileName: string) => `Undo of ${fileName}`,
  undo: 'Undo',
  undoLabel: (fileName: string) => `Undo ${fileName}`,
  undoTitle: 'Undo this upload?',
  undoEffect: (fileName: string, counts: { new: number; changed: number; leaving: number }) =>
    `Your employees will be put back as they were before ${fileName} was applied: the ${counts.new} new ${counts.new === 1 ? 'employee it added is' : 'employees it added are'} removed (anyone who has registered since is kept, as a leaver), and the ${counts.changed} changed and ${counts.leaving} leaving go back to how they were. The undo is added to the history.`,
  undoConfirm: 'Undo upload',
  undoing: 'Undoing…',
  undone: (fileName: string) => `The upload of ${fileName} has been undone.`,
  undoFailed: 'There was an error undoing the upload, please try again',
} as const;

/** "4 March 2026, 10:12" in the UK's time. */
const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

export function formatWhen(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : when.format(date);
}
