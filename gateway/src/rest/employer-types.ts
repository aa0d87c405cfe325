// The employer endpoints' response bodies as docs/rest-api.md fixes them (issue 4).

export interface RestEmployee {
  id: number;
  firstName: string;
  surname: string;
  name: string;
  email: string;
  userType: 'employee' | 'employer';
  employmentStatus: 'active' | 'inactive' | 'left';
  registered: boolean;
  registeredAt: string | null;
  twoFactorEnabled: boolean;
}

export interface RestEmployeePage {
  data: RestEmployee[];
  totalEmployeesValues: { totalEmployees: number; totalRegisteredEmployees: number; totalTwoFactorEmployees?: number };
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  filters: Record<string, unknown>;
  isEnforcementTwoFAEnabled?: boolean;
}

export interface RestDownloadTicket {
  ticket: string;
  expiresIn: number;
}

export interface RestWelcomeResend {
  status: string;
  queued: number;
}

export interface RestPendingSummary {
  count: number;
  summary: { benefitId: number; benefitName: string; count: number }[];
}

export interface RestPendingSelection {
  selectionId: number;
  employeeName: string;
  orderValue: number;
  fields: Record<string, string | number | boolean | null>;
  createdAt: string;
}

export interface RestPendingSelections {
  benefitId: number;
  benefitName: string;
  fieldNames: string[];
  selectionsData: RestPendingSelection[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface RestSelectionDecision {
  status: string;
  approval: boolean;
  selectionIds: number[];
  processed: number;
}
