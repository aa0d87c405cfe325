import { SOMETHING_WENT_WRONG } from '../../messages.js';
/** Payload errors of the employee tables; the spec is silent on these, so they are ours. */
export const EMPLOYEE_STRINGS = {
  somethingWentWrong: SOMETHING_WENT_WRONG,
  employeeNotFound: 'This employee could not be found',
  downloadFailed: 'The report could not be prepared, please try again',
} as const;
