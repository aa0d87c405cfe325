// What every schema file (schema-*.ts, one per subject, shared by PGlite and PostgreSQL) spells the
// same way. Money is integer pence, calendar dates are `date` (ISO strings), instants are timestamptz.
import { timestamp } from 'drizzle-orm/pg-core';

export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => instant('created_at').notNull().defaultNow();
