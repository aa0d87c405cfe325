// The employee tables' sorts (employees.ts) and their page marks (page-marks.ts) as one list of
// columns each, in ascending order, unique by the id last.
import type { EmployeeListQuery, TwoFactorListQuery } from '@portal/contract/employees';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../db/schema-people.js';

export type SortField = EmployeeListQuery['sort_by'] | TwoFactorListQuery['sort_by'];

export const sortColumns: Record<SortField, AnyPgColumn[]> = {
  name: [users.surname, users.firstName, users.id],
  email: [users.email, users.id],
  registered: [users.activatedAt, users.id],
  two_factor: [users.mfaEnabled, users.surname, users.firstName, users.id],
};
