// Receipts and claims over the real api: a receipt is a PDF, JPEG or PNG by its content, at most
// 5 MB, stored for its uploader; a claim takes one receipt once and is listed with its status.
import { claims, makeClaim } from '@portal/contract/benefits';
import { eq } from 'drizzle-orm';
import { receiptUploads } from '../db/schema-benefits.js';
import { benefitIdOf } from '../testing/benefits.js';
import { useTestApi } from '../testing/test-api.js';
import { futureTreatmentMessage, noClaimsMessage, notAMemberMessage, receiptMessage } from './claims.js';
import { receiptTooLargeMessage, receiptTypeMessage } from './receipts.js';

const t = useTestApi();
let alex: string;
let cashPlan: number;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

async function upload(bytes: Buffer, token: string | undefined, headers: Record<string, string> = {}) {
  const response = await fetch(`${t.api.url}/uploads/receipts`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}`, 'x-auth-token': token } : {}),
      ...headers,
    },
    body: bytes,
  });
  return {
    status: response.status,
    body: (await response.json()) as { uploadId: string; name: string; bytes: number; message?: string },
  };
}

beforeAll(async () => {
  alex = await t.logIn('employee@acme.test');
  cashPlan = await benefitIdOf(t.api.db, 'health-cash-plan');
});

test('a receipt is judged by its content and size, and needs a session first', async () => {
  expect((await upload(png, undefined)).status).toBe(401);
  const stored = await upload(png, alex, {
    'x-file-name': encodeURIComponent('C:\\Users\\alex\\Opticians receipt.png'),
  });
  expect(stored).toMatchObject({
    status: 201,
    body: { uploadId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), name: 'Opticians receipt.png', bytes: png.length },
  });
  const [row] = await t.api.db.select().from(receiptUploads).where(eq(receiptUploads.publicId, stored.body.uploadId));
  expect(row).toMatchObject({ mediaType: 'image/png', sizeBytes: png.length });
  expect(Buffer.compare(row!.content, png)).toBe(0);
  expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 55 * 60 * 1000);

  // A name says nothing: a text file called receipt.pdf is still a text file.
  expect(await upload(Buffer.from('not really a pdf'), alex, { 'x-file-name': 'receipt.pdf' })).toEqual({
    status: 415,
    body: { message: receiptTypeMessage },
  });
  expect(await upload(Buffer.alloc(0), alex)).toMatchObject({ status: 415 });
  expect((await upload(jpeg, alex)).body.name).toBe('receipt.jpg');
  const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]);
  expect(await upload(big, alex)).toEqual({ status: 413, body: { message: receiptTooLargeMessage } });
  expect((await upload(big.subarray(0, 5 * 1024 * 1024), alex)).status).toBe(201);
});

test('a claim takes the claimant’s own receipt once, and is listed newest first with its status', async () => {
  const before = await t.call(claims, 200, { params: { benefitId: cashPlan }, token: alex });
  expect(before.body.claims.map((claim) => claim.statusLabel)).toEqual(['Submitted', 'Paid']);
  const { body: receipt } = await upload(png, alex, { 'x-file-name': 'physio.png' });
  const claim = {
    amount: 4250,
    treatment_date: '2026-10-02',
    description: 'Physiotherapy session',
    receipt_upload_id: receipt.uploadId,
  };
  const made = await t.call(makeClaim, 201, { params: { benefitId: cashPlan }, body: claim, token: alex });
  expect(made).toMatchObject({
    status: 201,
    body: {
      claim: {
        amount: 4250,
        treatmentDate: '2026-10-02',
        status: 'submitted',
        statusLabel: 'Submitted',
        receiptName: 'physio.png',
      },
    },
  });
  expect(await t.post(`/benefit/${cashPlan}/claims`, claim, alex)).toMatchObject({
    status: 422,
    body: { errors: { receipt_upload_id: [receiptMessage] } },
  });
  const after = await t.call(claims, 200, { params: { benefitId: cashPlan }, token: alex });
  expect(after.body.claims).toHaveLength(3);
  expect(after.body.claims[0]!.description).toBe('Physiotherapy session');

  // Someone else's receipt is no receipt of yours.
  const jordan = await t.logIn('probation@acme.test');
  const { body: theirs } = await upload(png, jordan);
  expect(
    await t.post(`/benefit/${cashPlan}/claims`, { ...claim, receipt_upload_id: theirs.uploadId }, alex),
  ).toMatchObject({ status: 422, body: { errors: { receipt_upload_id: [receiptMessage] } } });
  // An expired one neither.
  const { body: stale } = await upload(png, alex);
  await t.api.db
    .update(receiptUploads)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(receiptUploads.publicId, stale.uploadId));
  expect(
    await t.post(`/benefit/${cashPlan}/claims`, { ...claim, receipt_upload_id: stale.uploadId }, alex),
  ).toMatchObject({ status: 422, body: { errors: { receipt_upload_id: [receiptMessage] } } });
  // ...and it is gone once anyone uploads again.
  await upload(png, alex);
  expect(await t.api.db.select().from(receiptUploads).where(eq(receiptUploads.publicId, stale.uploadId))).toEqual([]);
});

test('claims need the benefit, a date not in the future and the fields the form asks for', async () => {
  const { body: receipt } = await upload(png, alex);
  const claim = {
    amount: 1000,
    treatment_date: '2099-01-01',
    description: 'Later',
    receipt_upload_id: receipt.uploadId,
  };
  expect(await t.post(`/benefit/${cashPlan}/claims`, claim, alex)).toMatchObject({
    status: 422,
    body: { errors: { treatment_date: [futureTreatmentMessage] } },
  });
  expect(await t.post(`/benefit/${cashPlan}/claims`, { amount: 0, description: ' ' }, alex)).toMatchObject({
    status: 422,
    body: {
      errors: {
        amount: ['Please enter the amount you paid'],
        description: ['This field is required'],
        receipt_upload_id: ['Please attach your receipt'],
      },
    },
  });
  const sam = await t.logIn('employer@acme.test');
  const { body: samsReceipt } = await upload(png, sam);
  expect(
    await t.post(
      `/benefit/${cashPlan}/claims`,
      { ...claim, treatment_date: '2026-10-01', receipt_upload_id: samsReceipt.uploadId },
      sam,
    ),
  ).toMatchObject({
    status: 422,
    body: { errors: { benefit: [notAMemberMessage] } },
  });
  expect(
    await t.post(
      `/benefit/${await benefitIdOf(t.api.db, 'dental-insurance')}/claims`,
      { ...claim, treatment_date: '2026-10-01' },
      alex,
    ),
  ).toMatchObject({
    status: 404,
    body: { message: noClaimsMessage },
  });
  expect(
    (await t.call(claims, 200, { params: { benefitId: await benefitIdOf(t.api.db, 'dental-insurance') }, token: alex }))
      .body.claims,
  ).toEqual([]);
});
