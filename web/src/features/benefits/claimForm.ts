// The claim form's rules, apart from the form (decision logic as a pure function). They
// are the api's (docs/benefits.md, Claims), checked here first so the person hears at once what
// the api would say; the api checks them all again, the receipt's type by its content.
import type { MakeClaimInput } from '../../__generated__/useMakeClaimMutation.graphql';

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** The api takes at most £10,000.00 in one claim. */
export const CLAIM_MAX_PENCE = 1_000_000;
const RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const RECEIPT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;
/** What the file picker offers: the types, and their extensions for systems that do not know a type. */
export const RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export type ClaimField = 'amount' | 'treatmentDate' | 'description' | 'receipt';

export interface ClaimDraft {
  amount: string;
  treatmentDate: string;
  description: string;
  receipt: { name: string; type: string; size: number } | null;
}

export interface ClaimMessages {
  required: string;
  amountInvalid: string;
  amountTooLarge: string;
  dateInFuture: string;
  receiptMissing: string;
  receiptType: string;
  receiptTooLarge: string;
}

/** Pounds as typed ("45", "£1,234.5", "12.30") in whole pence; null for anything else. */
export function penceOf(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/^£/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function receiptProblem(file: ClaimDraft['receipt'], messages: ClaimMessages): string | null {
  if (!file) return messages.receiptMissing;
  // A browser may not know a file's type; then its name decides here (the api reads the content).
  const typed = file.type ? RECEIPT_TYPES.includes(file.type) : RECEIPT_EXTENSIONS.test(file.name);
  if (!typed) return messages.receiptType;
  if (file.size > RECEIPT_MAX_BYTES) return messages.receiptTooLarge;
  return null;
}

/** The draft's errors by field (empty when it may be sent), and the amount in pence. */
export function checkClaim(
  draft: ClaimDraft,
  today: string,
  messages: ClaimMessages,
): { errors: Partial<Record<ClaimField, string>>; amount: number | null } {
  const errors: Partial<Record<ClaimField, string>> = {};
  const amount = penceOf(draft.amount);
  if (!draft.amount.trim()) errors.amount = messages.required;
  else if (amount === null || amount < 1) errors.amount = messages.amountInvalid;
  else if (amount > CLAIM_MAX_PENCE) errors.amount = messages.amountTooLarge;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.treatmentDate)) errors.treatmentDate = messages.required;
  // ISO dates compare as text.
  else if (draft.treatmentDate > today) errors.treatmentDate = messages.dateInFuture;
  if (!draft.description.trim()) errors.description = messages.required;
  const receipt = receiptProblem(draft.receipt, messages);
  if (receipt) errors.receipt = receipt;
  return { errors, amount };
}

/** Today in the UK, as the api judges "in the future": YYYY-MM-DD. */
export function todayInLondon(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The form field each of the mutation's input fields is shown on (the benefit is not the person's to type). */
const fieldOfInput: Readonly<Record<keyof MakeClaimInput, ClaimField | null>> = {
  benefitId: null,
  amount: 'amount',
  treatmentDate: 'treatmentDate',
  description: 'description',
  receiptUploadId: 'receipt',
};

/** The field a gateway error names (an input field of makeClaim), or null for the form. */
export function claimFieldOf(field: string | null | undefined): ClaimField | null {
  return field && Object.hasOwn(fieldOfInput, field) ? fieldOfInput[field as keyof MakeClaimInput] : null;
}
