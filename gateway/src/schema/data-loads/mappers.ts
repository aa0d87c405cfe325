// What the data-loads domain's types receive as their parent: the REST shapes the api answers.
import type { DataLoad, EmployeeDataUpload } from '@portal/contract/data-loads';

/** The viewer's client, whose employee data uploads are read; the administrator check is done. */
export interface DataLoadsParent {
  clientId: string;
  eligibilityImpact: boolean;
}

export type EmployeeDataUploadParent = EmployeeDataUpload & { eligibilityImpact: boolean };

export type DataLoadParent = DataLoad;
