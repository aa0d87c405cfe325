// The upload-data panel's state, apart from its drawing (UploadDataPanel.tsx), so that every step
// can be read and tested on its own: the upload in hand (none, a dry run, applying, applied or
// failed), whether welcome emails go with it, the banner above Apply and Cancel, whether a
// mutation is out, and how many reads of an applying upload's progress have failed in a row.
import type { UploadView } from './DryRun';

/** Consecutive failed reads of the progress before the panel stops asking. */
export const POLL_ATTEMPTS = 5;

export interface UploadPanelState {
  upload: UploadView | null;
  sendWelcomeEmails: boolean;
  banner: string | null;
  busy: boolean;
  pollFailures: number;
}

export type UploadPanelAction =
  /** "Check file" was pressed. */
  | { type: 'check-started' }
  /** The dry run of the file sent, as read back. */
  | { type: 'checked'; upload: UploadView }
  | { type: 'welcome-emails-set'; send: boolean }
  /** Apply or Cancel was pressed. */
  | { type: 'mutation-started' }
  /** The job applying the dry run was started: its status and progress so far. */
  | { type: 'apply-accepted'; status: string; progress: UploadView['progress'] }
  /** Apply or Cancel was refused, or failed: the words for the banner. */
  | { type: 'mutation-refused'; message: string }
  /** An applying upload read again: null when it could not be found. */
  | { type: 'polled'; upload: UploadView | null }
  | { type: 'poll-failed' }
  /** The dry run was discarded, or "Upload another file": back to the form. */
  | { type: 'start-again' };

export const initialUploadPanel: UploadPanelState = {
  upload: null,
  sendWelcomeEmails: true,
  banner: null,
  busy: false,
  pollFailures: 0,
};

export const isApplying = (status: string) => status === 'QUEUED' || status === 'APPLYING';

export function uploadPanelReducer(state: UploadPanelState, action: UploadPanelAction): UploadPanelState {
  switch (action.type) {
    case 'check-started':
      return { ...state, banner: null };
    case 'checked':
      return { ...state, upload: action.upload, sendWelcomeEmails: true };
    case 'welcome-emails-set':
      return { ...state, sendWelcomeEmails: action.send };
    case 'mutation-started':
      return { ...state, banner: null, busy: true };
    case 'apply-accepted':
      return state.upload
        ? {
            ...state,
            upload: { ...state.upload, status: action.status, progress: action.progress },
            pollFailures: 0,
            busy: false,
          }
        : { ...state, busy: false };
    case 'mutation-refused':
      return { ...state, banner: action.message, busy: false };
    case 'polled':
      return action.upload
        ? { ...state, upload: action.upload, pollFailures: 0 }
        : { ...state, pollFailures: state.pollFailures + 1 };
    case 'poll-failed':
      return { ...state, pollFailures: state.pollFailures + 1 };
    case 'start-again':
      return initialUploadPanel;
  }
}

/** Whether the upload's progress is still to be read: it is being applied, and reads have not failed too often. */
export function isPolling(state: UploadPanelState): boolean {
  return state.upload !== null && isApplying(state.upload.status) && state.pollFailures < POLL_ATTEMPTS;
}

/** Whether the panel has stopped reading the progress after too many failed reads in a row. */
export function hasGivenUpPolling(state: UploadPanelState): boolean {
  return state.pollFailures >= POLL_ATTEMPTS;
}
