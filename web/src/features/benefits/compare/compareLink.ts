/** Setup (or Manage, for a benefit held now) with an option's values in the address, as setup reads them. */
export function chooseLinkOf(
  benefitId: number | string,
  held: boolean,
  values: ReadonlyArray<{ readonly name: string; readonly value: string }>,
): string {
  const query = new URLSearchParams(values.map(({ name, value }) => [name, value]));
  return `/app/my-benefits/${benefitId}/${held ? 'manage' : 'setup'}?${query.toString()}`;
}

/** A selection that costs money now or soon is changed through Manage. */
export const heldStatuses: readonly string[] = ['ACTIVE', 'APPROVED', 'PENDING'];
