import { checkClaim, claimFieldOf, penceOf, RECEIPT_MAX_BYTES, todayInLondon, type ClaimDraft } from './claimForm';
import { benefitStrings } from './strings';

const png = { name: 'receipt.png', type: 'image/png', size: 2048 };
const draft = (overrides: Partial<ClaimDraft> = {}): ClaimDraft => ({
  amount: '45.00',
  treatmentDate: '2026-03-14',
  description: 'Dental check-up',
  receipt: png,
  ...overrides,
});
const errorsOf = (overrides: Partial<ClaimDraft>) => checkClaim(draft(overrides), '2026-03-20', benefitStrings).errors;

test('pounds as people type them become whole pence', () => {
  expect(penceOf('45')).toBe(4500);
  expect(penceOf('£1,234.5')).toBe(123_450);
  expect(penceOf(' 12.05 ')).toBe(1205);
  for (const wrong of ['', '12.345', 'abc', '-5', '1,23', '£']) expect(penceOf(wrong)).toBeNull();
});

test('a complete claim has no errors and carries its amount in pence', () => {
  expect(checkClaim(draft(), '2026-03-20', benefitStrings)).toEqual({ errors: {}, amount: 4500 });
});

test('each field says what is wrong with it, in the api words', () => {
  expect(errorsOf({ amount: '' }).amount).toBe('This field is required');
  expect(errorsOf({ amount: '0' }).amount).toBe('Please enter the amount you paid');
  expect(errorsOf({ amount: '10000.01' }).amount).toBe('Please enter an amount of £10,000.00 or less');
  expect(errorsOf({ treatmentDate: '' }).treatmentDate).toBe('This field is required');
  expect(errorsOf({ treatmentDate: '2026-03-21' }).treatmentDate).toBe('The date of treatment cannot be in the future');
  expect(errorsOf({ treatmentDate: '2026-03-20' }).treatmentDate).toBeUndefined();
  expect(errorsOf({ description: '   ' }).description).toBe('This field is required');
});

test('a receipt must be a PDF, JPEG or PNG of up to 5 MB', () => {
  expect(errorsOf({ receipt: null }).receipt).toBe('Please attach your receipt');
  expect(errorsOf({ receipt: { name: 'receipt.gif', type: 'image/gif', size: 10 } }).receipt).toBe(
    'Please upload a PDF, JPEG or PNG file',
  );
  expect(errorsOf({ receipt: { ...png, size: RECEIPT_MAX_BYTES + 1 } }).receipt).toBe(
    'The receipt must be 5 MB or smaller',
  );
  expect(errorsOf({ receipt: { ...png, size: RECEIPT_MAX_BYTES } }).receipt).toBeUndefined();
  // A type the browser did not know: the name decides.
  expect(errorsOf({ receipt: { name: 'scan.JPG', type: '', size: 10 } }).receipt).toBeUndefined();
  expect(errorsOf({ receipt: { name: 'scan.heic', type: '', size: 10 } }).receipt).toBe(
    'Please upload a PDF, JPEG or PNG file',
  );
});

test("today is the UK's day, also late in the evening elsewhere", () => {
  expect(todayInLondon(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  expect(todayInLondon(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31');
});

test('gateway errors land on the field they name', () => {
  expect(claimFieldOf('treatmentDate')).toBe('treatmentDate');
  expect(claimFieldOf('receiptUploadId')).toBe('receipt');
  // The REST body's names never reach the browser: the gateway words errors on its input's names.
  expect(claimFieldOf('treatment_date')).toBeNull();
  expect(claimFieldOf(null)).toBeNull();
  expect(claimFieldOf('benefitId')).toBeNull();
});
