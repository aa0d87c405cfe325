// The client's reports: listed newest first, requested (one kind, year and month, and for a
// provider report perhaps one provider), and found by id for a download. Requests are audited.
import type { Report as RestReport, ReportList, ReportRequest } from '@portal/contract/reports';
import type { FieldErrors } from '@portal/contract/errors';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { EmployerSession } from '../access/rules.js';
import { audit } from '../db/audit.js';
import type { Database } from '../db/client.js';
import { benefits } from '../db/schema-benefits.js';
import { reports } from '../db/schema-reports.js';
import { HttpError, notFound } from '../http/errors.js';
import type { Report } from './rows.js';

export const unknownProviderMessage = 'Please choose a provider from the list';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const typeNames = { payroll: 'Payroll report', provider: 'Provider report', lifeevent: 'Life event report' } as const;

/** "Payroll report, March 2026"; a provider report for one provider names it. */
export function reportLabel(type: Report['type'], year: number, month: number, providerName: string | null): string {
  const label = `${typeNames[type]}, ${monthNames[month - 1]} ${year}`;
  return providerName ? `${label} (${providerName})` : label;
}

function restReportOf(row: Report): RestReport {
  return {
    id: row.id,
    type: row.type,
    year: row.year,
    month: row.month,
    timestamp: row.createdAt.toISOString(),
    label: row.label,
    providerName: row.providerName,
    status: row.status,
  };
}

/** The providers of the client's benefits, by name. */
async function providersOf(db: Database, clientId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: benefits.providerName })
    .from(benefits)
    .where(and(eq(benefits.clientId, clientId), isNotNull(benefits.providerName)))
    .orderBy(asc(benefits.providerName));
  return rows.flatMap((row) => (row.name ? [row.name] : []));
}

export async function listReports(db: Database, clientId: number): Promise<ReportList> {
  const rows = await db
    .select()
    .from(reports)
    .where(eq(reports.clientId, clientId))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(200);
  return { reports: rows.map(restReportOf), providers: await providersOf(db, clientId) };
}

/** Records the request; a provider report names one of the client's providers or none (all). */
export async function requestReport(
  db: Database,
  employer: EmployerSession,
  request: ReportRequest,
): Promise<{ report: RestReport }> {
  const clientId = employer.user.clientId;
  const providerName = request.type === 'provider' ? request.providerName : null;
  if (providerName && !(await providersOf(db, clientId)).includes(providerName)) {
    throw new HttpError(422, { errors: { providerName: [unknownProviderMessage] } } satisfies FieldErrors);
  }
  const [row] = await db
    .insert(reports)
    .values({
      clientId,
      requestedBy: employer.user.id,
      type: request.type,
      year: request.year,
      month: request.month,
      providerName,
      label: reportLabel(request.type, request.year, request.month, providerName),
    })
    .returning();
  await audit(db, employer, 'report.request', {
    reportId: row!.id,
    type: row!.type,
    year: row!.year,
    month: row!.month,
    providerName,
  });
  return { report: restReportOf(row!) };
}

/** The client's reports with these ids, in the order asked; 404 when any is not the client's. */
export async function reportsByIds(db: Database, clientId: number, ids: readonly number[]): Promise<Report[]> {
  const rows = await db
    .select()
    .from(reports)
    .where(and(eq(reports.clientId, clientId), inArray(reports.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound();
    return row;
  });
}

/** A download that failed part-way leaves its reports in error. */
export async function markReportsFailed(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db
      .update(reports)
      .set({ status: 'error' })
      .where(inArray(reports.id, [...ids]));
}

/** A download that went through sets the report ready again. */
export async function markReportsReady(db: Database, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db
      .update(reports)
      .set({ status: 'ready' })
      .where(and(inArray(reports.id, [...ids]), eq(reports.status, 'error')));
}
