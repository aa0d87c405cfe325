// The REST values of the data-loads domain's enums (shared/enum-values.ts says why).
import type { DataLoad, EligibilityChange, EmployeeDataUpload } from '@portal/contract/data-loads';
import type { RestValueOf } from '../shared/enum-values.js';

export const dataLoadEnumValues = {
  EmployeeDataUploadStatus: {
    CHECKED: 'checked',
    QUEUED: 'queued',
    APPLYING: 'applying',
    APPLIED: 'applied',
    FAILED: 'failed',
  },
  DataLoadResult: { APPLIED: 'applied', FAILED: 'failed', UNDONE: 'undone', UNDO: 'undo' },
  EligibilityChangeKind: { NEW: 'new', CHANGED: 'changed', LEAVING: 'leaving' },
} as const satisfies {
  EmployeeDataUploadStatus: Record<string, EmployeeDataUpload['status']>;
  DataLoadResult: Record<string, DataLoad['result']>;
  EligibilityChangeKind: Record<string, EligibilityChange['change']>;
};

export type EmployeeDataUploadStatus = RestValueOf<typeof dataLoadEnumValues.EmployeeDataUploadStatus>;
export type DataLoadResult = RestValueOf<typeof dataLoadEnumValues.DataLoadResult>;
export type EligibilityChangeKind = RestValueOf<typeof dataLoadEnumValues.EligibilityChangeKind>;
