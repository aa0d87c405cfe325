// Employee data uploads' failures in the gateway's words; the api's refusals (an upload with
// errors or already applied, another one being applied, only the last load undone) come back in
// the contract's words.
export const DATA_LOAD_STRINGS = {
  uploadNotFound: 'This upload could not be found',
  loadNotFound: 'This upload could not be found in the history',
  applyFailed: 'There was an error applying the upload, please try again',
  discardFailed: 'There was an error cancelling the upload, please try again',
  undoFailed: 'There was an error undoing the upload, please try again',
} as const;
