// The voucher screen's words. The spec names its fields (next voucher date, placed orders, saved
// orders); the rest is ours.
export const voucherStrings = {
  home: 'Home',
  dashboard: 'Employer dashboard',
  heading: 'Voucher management',
  intro: 'Childcare vouchers: each month’s order pays every employee’s chosen amount into their voucher balance.',
  nextVoucherDate: 'Next voucher date',
  orderFor: (month: string) => `Order for ${month}`,
  employees: (count: number) => (count === 1 ? '1 employee' : `${count.toLocaleString('en-GB')} employees`),
  orderHeading: (month: string) => `Order for ${month}`,
  orderIntro: 'From the employees’ childcare voucher selections as they are now.',
  nobody: 'No employees have a childcare voucher selection to order for.',
  saveDraft: 'Save as draft',
  placeOrder: 'Place order',
  saving: 'Saving...',
  processing: 'Processing...',
  cancel: 'Cancel',
  confirmTitle: (month: string) => `Place the order for ${month}?`,
  confirmText: (total: string, employees: string) =>
    `${total} for ${employees} will be added to their childcare voucher balances. Only one order can be placed each month, and it cannot be undone.`,
  confirmSavedText: (total: string, employees: string) =>
    `The saved order, ${total} for ${employees}, will be added to their childcare voucher balances. Only one order can be placed each month, and it cannot be undone.`,
  draftSaved: 'Your order has been saved as a draft.',
  placed: (month: string) => `Your order for ${month} has been placed.`,
  savedHeading: 'Saved orders',
  placedHeading: 'Placed orders',
  noSaved: 'There are no saved orders.',
  noPlaced: 'No orders have been placed yet.',
  month: 'Month',
  employeesColumn: 'Employees',
  total: 'Total',
  savedBy: 'Saved by',
  savedOn: 'Saved on',
  placedBy: 'Placed by',
  placedOn: 'Placed on',
  actions: 'Actions',
  placeSaved: (month: string) => `Place the saved order for ${month}`,
  somethingWentWrong: 'It looks like something has gone wrong, please try again later',
} as const;

/** 2026-11 as "November 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An ISO date or instant as "30 November 2026". */
export function dayLabel(iso: string): string {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
