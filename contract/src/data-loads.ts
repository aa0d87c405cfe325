// Employee data uploads (docs/data-loads.md): an employer administrator sends the
// client's employee file (CSV or XLSX, the template's columns). The api reads it as a dry run
// first: every row and field is checked with the schemas below, and the employees it would add,
// change, leave unchanged or mark as leaving are counted. Nothing changes until the dry run is
// applied, as one job, all or nothing. The last applied load can be undone; the undo is its own
// entry in the history. Only an employer administrator of the client gets an answer: another
// employer 403, another client's id (or another client's upload) 404.
import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { messageError } from './errors.js';
import { pathId, timestamp } from './fields.js';

/** The largest file accepted, in bytes, and the most employee rows one file may hold. */
export const dataLoadMaxBytes = 20 * 1024 * 1024;
export const dataLoadMaxRows = 200_000;
/** The most row errors a dry run lists (it still counts them all). */
export const dataLoadErrorsListed = 500;
/** The most lines of eligibility difference one answer holds. */
export const eligibilityDifferenceListed = 500;

export const dataLoadTooLargeMessage = 'This file is too large: it must be 20 MB or less';
export const dataLoadTooManyRowsMessage = 'This file has too many rows: it must have 200,000 employees or fewer';
export const dataLoadFileTypeMessage =
  'This file is not a CSV or Excel (.xlsx) file, or its content is not what its name says';
export const dataLoadColumnsMessage = 'This file does not have the template’s columns';
export const dataLoadEmptyMessage = 'This file has no employees in it';
export const dataLoadNotReadyMessage = 'This upload cannot be applied: it has errors, or it has already been applied';
export const dataLoadUndoMessage = 'Only the last applied upload can be undone';
export const dataLoadBusyMessage = 'Another upload is being applied: please wait until it has finished';

/**
 * Employee numbers beginning EXAMPLE- are reserved for the template's example row: no employee
 * is ever given one (the seed never issues one, and a file row with one is refused), so the
 * template sent back unchanged names nobody and changes nothing. Its email is on example.invalid,
 * a domain that can never receive mail.
 */
export const reservedEmployeeNumberPrefix = 'EXAMPLE-';
export const isReservedEmployeeNumber = (number: string) =>
  number.trim().toUpperCase().startsWith(reservedEmployeeNumberPrefix);

// Messages for one field of one row; the api prefixes "Row {n}, {column label}: ".
const isNotADate = (value: string) => `${value} is not a date`;
export const rowFieldMessages = {
  required: 'is required',
  email: 'is not a valid email address',
  emailTaken: 'is already used by another person',
  duplicate: 'appears on more than one row',
  reservedNumber: 'is the template’s example: enter the employee’s own number from your payroll',
  differentPerson: (name: string) =>
    `belongs to ${name}, but the name and date of birth differ: this looks like a different person. Check the employee number`,
  tooLong: 'is too long',
  salary: 'is not an amount in pounds',
  status: 'must be active, inactive or left',
  yesNo: 'must be yes or no',
  notADate: isNotADate,
} as const;

const ukDatePattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const daysInMonth = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : month === 4 || month === 6 || month === 9 || month === 11
      ? 30
      : 31;

/**
 * DD/MM/YYYY read as an ISO date; an impossible day (31/02/1990) is "31/02/1990 is not a date".
 * Checked by arithmetic, not through a Date: two date columns of a 100,000-row file took twice as
 * long that way (bench/data-loads.ts). Years before 100 are refused, as a Date refused them.
 */
const ukDate = () =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      const match = ukDatePattern.exec(value);
      if (match) {
        const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
        if (year >= 100 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
          return `${match[3]}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
        }
      }
      ctx.addIssue({ code: 'custom', message: isNotADate(value) });
      return z.NEVER;
    });
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());
const text = (max: number) =>
  z.string().trim().min(1, { error: rowFieldMessages.required }).max(max, { error: rowFieldMessages.tooLong });

/**
 * The template's columns, in order: the file's header row names them (case and spaces aside).
 * `employee_number` is who a row is: a row whose number the client already has changes that
 * employee; any other row adds one. People not in the file are left as they are: a leaver is a
 * row with a leaving date (or status left).
 */
export const dataLoadColumns = [
  {
    name: 'employee_number',
    label: 'employee number',
    required: true,
    example: `${reservedEmployeeNumberPrefix}0001`,
    description: 'The employee’s number in your payroll; it identifies the employee',
  },
  { name: 'first_name', label: 'first name', required: true, example: 'Sample', description: 'First name' },
  { name: 'surname', label: 'surname', required: true, example: 'Employee', description: 'Surname' },
  {
    name: 'email',
    label: 'email',
    required: true,
    example: 'sample.employee@example.invalid',
    description: 'Work email; the welcome email is sent to it',
  },
  { name: 'date_of_birth', label: 'date of birth', required: true, example: '01/01/1990', description: 'DD/MM/YYYY' },
  { name: 'job_title', label: 'job title', required: false, example: 'Analyst', description: 'Job title' },
  { name: 'department', label: 'department', required: false, example: 'Engineering', description: 'Department' },
  { name: 'location', label: 'location', required: false, example: 'Manchester', description: 'Place of work' },
  {
    name: 'employment_start_date',
    label: 'employment start date',
    required: false,
    example: '01/04/2019',
    description: 'DD/MM/YYYY',
  },
  {
    name: 'annual_salary',
    label: 'annual salary',
    required: true,
    example: '60000.00',
    description: 'Pounds a year, without £ or commas',
  },
  {
    name: 'employment_status',
    label: 'employment status',
    required: false,
    example: 'active',
    description: 'active, inactive or left; active when empty',
  },
  {
    name: 'on_probation',
    label: 'on probation',
    required: false,
    example: 'no',
    description: 'yes or no; no when empty',
  },
  {
    name: 'leaving_date',
    label: 'leaving date',
    required: false,
    example: '',
    description: 'DD/MM/YYYY; a date marks the employee as leaving',
  },
] as const;

export type DataLoadColumn = (typeof dataLoadColumns)[number]['name'];

/** One row of the file, as the api reads and checks it. Every cell arrives as text. */
export const dataLoadRow = z.object({
  employee_number: text(50).refine((number) => !isReservedEmployeeNumber(number), {
    error: rowFieldMessages.reservedNumber,
  }),
  first_name: text(100),
  surname: text(100),
  email: z
    .string()
    .trim()
    .min(1, { error: rowFieldMessages.required })
    .max(254, { error: rowFieldMessages.tooLong })
    .pipe(z.email({ error: rowFieldMessages.email })),
  date_of_birth: z.string().trim().min(1, { error: rowFieldMessages.required }).pipe(ukDate()),
  job_title: optional(text(200)),
  department: optional(text(200)),
  location: optional(text(200)),
  employment_start_date: optional(ukDate()),
  annual_salary: z
    .string()
    .trim()
    .min(1, { error: rowFieldMessages.required })
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: rowFieldMessages.salary })
    .transform((value) => Math.round(Number(value) * 100)),
  employment_status: optional(z.enum(['active', 'inactive', 'left'], { error: rowFieldMessages.status })),
  on_probation: optional(z.enum(['yes', 'no'], { error: rowFieldMessages.yesNo })).transform(
    (value) => value === 'yes',
  ),
  leaving_date: optional(ukDate()),
});
export type DataLoadRow = z.output<typeof dataLoadRow>;

export const dataLoadCounts = z
  .object({
    new: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    leaving: z.number().int(),
  })
  .meta({ id: 'DataLoadCounts' });

export const rowError = z
  .object({
    row: z.number().int().meta({ description: 'The row in the file, the header being row 1' }),
    column: z.string().nullable().meta({ description: 'The column’s name; null for an error of the whole row' }),
    message: z.string().meta({ example: 'Row 12, date of birth: 31/02/1990 is not a date' }),
  })
  .meta({ id: 'DataLoadRowError' });

export const uploadStatuses = ['checked', 'queued', 'applying', 'applied', 'failed'] as const;

export const employeeDataUpload = z
  .object({
    id: z.number().int(),
    fileName: z.string(),
    uploadedAt: timestamp(),
    uploadedBy: z.string().meta({ description: 'The uploader’s name' }),
    rows: z.number().int(),
    counts: dataLoadCounts,
    errorCount: z.number().int(),
    errors: z.array(rowError).meta({ description: `The first ${dataLoadErrorsListed} errors, by row` }),
    status: z.enum(uploadStatuses).meta({ description: 'checked: a dry run, waiting to be applied or abandoned' }),
    progress: z
      .object({ done: z.number().int(), total: z.number().int() })
      .meta({ description: 'Rows applied so far, while applying' }),
    sendWelcomeEmails: z.boolean(),
    failure: z.string().nullable().meta({ description: 'Why applying failed (nothing was changed)' }),
  })
  .meta({ id: 'EmployeeDataUpload' });

export const dataLoadResults = ['applied', 'failed', 'undone', 'undo'] as const;

export const dataLoad = z
  .object({
    id: z.number().int(),
    fileName: z.string().meta({ description: 'The file; for an undo, the file of the load it undid' }),
    uploadedBy: z.string(),
    uploadedAt: timestamp().meta({ description: 'When it was applied (or undone)' }),
    rows: z.number().int(),
    counts: dataLoadCounts,
    result: z
      .enum(dataLoadResults)
      .meta({ description: 'undone: applied, then undone; undo: the undo of an earlier load' }),
    undoesLoadId: z.number().int().nullable(),
    canUndo: z.boolean().meta({ description: 'true only for the last applied load' }),
  })
  .meta({ id: 'DataLoad' });

const ownClient = z.object({ clientId: pathId() });
const oneUpload = z.object({ uploadId: pathId() });
const adminOnly = { 403: messageError, 404: messageError };

export const dataLoadTemplate = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/{clientId}/data-load-template',
  summary: 'The columns of the employee file, with a description and an example of each; the browser writes the CSV',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  responses: {
    200: z.object({
      fileName: z.string().meta({ example: 'employee-data-template.csv' }),
      columns: z.array(
        z.object({ name: z.string(), required: z.boolean(), description: z.string(), example: z.string() }),
      ),
    }),
    ...adminOnly,
  },
});

export const dateLastUpload = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/{clientId}/date-last-upload',
  summary: 'When employee data was last applied (or undone); null before the first',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  responses: { 200: z.object({ dateLastUpload: timestamp().nullable() }), ...adminOnly },
});

export const dataLoadHistory = endpoint({
  api: 'main',
  method: 'get',
  path: '/client/{clientId}/data-loads',
  summary: 'The history of applied, failed and undone loads, newest first (dry runs are not history)',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  responses: { 200: z.object({ dataLoads: z.array(dataLoad) }), ...adminOnly },
});

export const uploadEmployeeData = endpoint({
  api: 'main',
  method: 'post',
  path: '/client/{clientId}/data-loads',
  summary: 'Reads an employee file as a dry run: nothing changes until it is applied',
  description:
    'The body is the file itself (CSV or XLSX, at most 20 MB and 200,000 rows); its type is read from its content and must match its name, sent in X-File-Name. Formula cells are read as their text.',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: ownClient,
  responses: {
    201: z.object({ upload: employeeDataUpload }),
    413: messageError,
    415: messageError,
    422: messageError,
    ...adminOnly,
  },
});

export const employeeDataUploadById = endpoint({
  api: 'main',
  method: 'get',
  path: '/employee-data-uploads/{uploadId}',
  summary: 'A dry run, or an upload being applied, with its progress',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: oneUpload,
  responses: { 200: z.object({ upload: employeeDataUpload }), ...adminOnly },
});

export const eligibilityChange = z
  .object({
    employeeNumber: z.string(),
    name: z.string(),
    change: z.enum(['new', 'changed', 'leaving']),
    gains: z.array(z.string()).meta({ description: 'Benefits the employee becomes eligible for' }),
    loses: z.array(z.string()).meta({ description: 'Benefits the employee is no longer eligible for' }),
  })
  .meta({ id: 'EligibilityChange' });

export const eligibilityDifference = endpoint({
  api: 'main',
  method: 'get',
  path: '/employee-data-uploads/{uploadId}/eligibility-difference',
  summary:
    'For a dry run, the benefits each new, changed or leaving employee would gain or lose (clients with isDataLoadEligibilityImpactEnabled)',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: oneUpload,
  responses: {
    200: z.object({
      changes: z.array(eligibilityChange),
      total: z.number().int().meta({ description: 'Employees whose eligibility changes; the first 500 are listed' }),
    }),
    ...adminOnly,
  },
});

export const applyBody = z.object({ sendWelcomeEmails: z.boolean().default(true) });

export const applyEmployeeDataUpload = endpoint({
  api: 'main',
  method: 'post',
  path: '/employee-data-uploads/{uploadId}/apply',
  summary:
    'Applies a dry run without errors, as a job: all of it or nothing; new employees get welcome emails unless turned off',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: oneUpload,
  body: applyBody,
  // 409: it has errors or was already applied, or another upload is being applied.
  responses: { 202: z.object({ upload: employeeDataUpload }), 409: messageError, ...adminOnly },
});

export const discardEmployeeDataUpload = endpoint({
  api: 'main',
  method: 'post',
  path: '/employee-data-uploads/{uploadId}/discard',
  summary: 'Abandons a dry run: what was read from the file is deleted',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: oneUpload,
  responses: { 200: z.object({ discarded: z.literal(true) }), 409: messageError, ...adminOnly },
});

export const undoDataLoad = endpoint({
  api: 'main',
  method: 'post',
  path: '/client/{clientId}/data-loads/{loadId}/undo',
  summary: 'Puts the employees back as they were before the last applied load; the undo is its own history entry',
  auth: 'bearer',
  access: { roles: ['employer-admin'], masquerade: true, checks: ['own-client'] },
  params: z.object({ clientId: pathId(), loadId: pathId() }),
  responses: { 201: z.object({ dataLoad }), 409: messageError, ...adminOnly },
});

export type EmployeeDataUpload = z.infer<typeof employeeDataUpload>;
export type DataLoad = z.infer<typeof dataLoad>;
export type DataLoadCounts = z.infer<typeof dataLoadCounts>;
export type RowError = z.infer<typeof rowError>;
export type EligibilityChange = z.infer<typeof eligibilityChange>;
