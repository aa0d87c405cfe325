// The REST values of the reports domain's enums (shared/enum-values.ts says why).
import type { Report, ReportFormat as RestReportFormat } from '@portal/contract/reports';
import type { RestValueOf } from '../shared/enum-values.js';

export const reportEnumValues = {
  ReportType: { PAYROLL: 'payroll', PROVIDER: 'provider', LIFE_EVENT: 'lifeevent' },
  ReportFormat: { CSV: 'csv', XLSX: 'xlsx' },
  ReportStatus: { READY: 'ready', ERROR: 'error' },
} as const satisfies {
  ReportType: Record<string, Report['type']>;
  ReportFormat: Record<string, RestReportFormat>;
  ReportStatus: Record<string, Report['status']>;
};

export type ReportType = RestValueOf<typeof reportEnumValues.ReportType>;
export type ReportFormat = RestValueOf<typeof reportEnumValues.ReportFormat>;
export type ReportStatus = RestValueOf<typeof reportEnumValues.ReportStatus>;
