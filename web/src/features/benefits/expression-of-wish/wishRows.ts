// The expression of wish form's rows, as a pure module: who each row names (a family member or
// someone named by hand), the total of the shares, and what is wrong before anything is sent.
// The api judges the same rules again (contract/src/expression-of-wish.ts) and words them alike.
import { maxBeneficiaries, wishMessages } from '@portal/contract/expression-of-wish';

export const someoneElse = 'someone-else';

export interface WishRow {
  /** A FamilyMember's id, or `someoneElse`. */
  who: string;
  name: string;
  relationship: string;
  /** As typed. */
  share: string;
}

export interface WishMember {
  id: string;
  name: string;
  relationship: 'PARTNER' | 'DEPENDANT' | '%future added value';
}

export const emptyRow = (): WishRow => ({ who: someoneElse, name: '', relationship: '', share: '' });

export function shareOf(row: WishRow): number | null {
  return /^\d{1,3}$/.test(row.share.trim()) ? Number(row.share.trim()) : null;
}

export function totalOf(rows: readonly WishRow[]): number {
  return rows.reduce((sum, row) => sum + (shareOf(row) ?? 0), 0);
}

/** What is wrong, by row (`rows.N.field`) and for the whole list (`total`); empty when it may be sent. */
export function problemsOf(rows: readonly WishRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  if (rows.length > maxBeneficiaries) problems.total = wishMessages.tooMany;
  rows.forEach((row, index) => {
    if (row.who === someoneElse && !row.name.trim()) problems[`rows.${index}.name`] = wishMessages.nameRequired;
    if (!row.relationship.trim()) problems[`rows.${index}.relationship`] = wishMessages.relationshipRequired;
    const share = shareOf(row);
    if (share === null || share < 1 || share > 100) problems[`rows.${index}.share`] = wishMessages.shareRange;
  });
  if (rows.length > 0 && totalOf(rows) !== 100) problems.total = wishMessages.sharesAddUp;
  return problems;
}

/** The rows as the mutation's input. */
export function inputOf(rows: readonly WishRow[], members: readonly WishMember[]) {
  return {
    beneficiaries: rows.map((row) => {
      const member = members.find((each) => each.id === row.who);
      return {
        familyMemberId: member ? member.id : null,
        name: member ? member.name : row.name.trim(),
        relationship: row.relationship.trim(),
        sharePercent: shareOf(row) ?? 0,
      };
    }),
  };
}

/** A family member chosen: their relationship filled in, if the person has not typed one. */
export function relationshipFor(member: WishMember): string {
  return member.relationship === 'PARTNER' ? 'Partner' : 'Child';
}
