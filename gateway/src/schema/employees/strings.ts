/** Payload errors of the employee tables; the spec is silent on these, so they are ours. */
export const EMPLOYEE_STRINGS = {
  somethingWentWrong: 'It looks like something has gone wrong, please try again later',
  employeeNotFound: 'This employee could not be found',
  downloadFailed: 'The report could not be prepared, please try again',
} as const;
