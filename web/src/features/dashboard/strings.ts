// The employer dashboard's words (the spec names the dashboard but shows none of its text).
export const dashboardStrings = {
  home: 'Home',
  heading: 'Employer dashboard',
  approvalsHeading: 'Selections awaiting approval',
  employeesHeading: 'Employee data',
  employees: 'Employees',
  registered: 'Registered',
  percentageRegistered: 'Registered (%)',
  viewEmployeeData: 'View employee data',
  viewAccountAccess: 'Account access',
  approvalsUnavailable: 'Only approvers can approve selections.',
} as const;
