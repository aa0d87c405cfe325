// Receipts for claims (docs/benefits.md "Claims"): the bytes of a PDF, JPEG or PNG of at most
// 5 MB, its type read from its content, kept in PostgreSQL for its uploader for an hour, by which
// time a claim must name it. The name shown is the uploader's (X-File-Name), cleaned.
import { randomBytes } from 'node:crypto';
import type { receiptMediaTypes } from '@portal/contract/benefits';
import { and, isNull, lt } from 'drizzle-orm';
import type { Authentication } from '../auth/authentication.js';
import type { Database } from '../db/client.js';
import { receiptUploads } from '../db/schema-benefits.js';
import { HttpError } from '../http/errors.js';

type MediaType = (typeof receiptMediaTypes)[number];

export const receiptTooLargeMessage = 'The receipt must be 5 MB or smaller';
export const receiptTypeMessage = 'Please upload a PDF, JPEG or PNG file';
export const receiptLifetimeMs = 60 * 60 * 1000;

const signatures: [MediaType, number[], string][] = [
  ['application/pdf', [0x25, 0x50, 0x44, 0x46, 0x2d], 'pdf'],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'png'],
  ['image/jpeg', [0xff, 0xd8, 0xff], 'jpg'],
];

/** The media type the content itself declares by its first bytes; null for anything else. */
export function sniffMediaType(bytes: Buffer): { mediaType: MediaType; extension: string } | null {
  for (const [mediaType, magic, extension] of signatures) {
    if (bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte)) return { mediaType, extension };
  }
  return null;
}

/** The last segment of what the browser sent (percent-encoded UTF-8 allowed), without control characters. */
export function cleanFileName(header: string | undefined, extension: string): string {
  let name = header ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded: taken as it came.
  }
  name = (name.split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return name || `receipt.${extension}`;
}

export async function storeReceipt(
  db: Database,
  auth: Authentication,
  bytes: Buffer,
  fileNameHeader: string | undefined,
) {
  const sniffed = sniffMediaType(bytes);
  if (!sniffed) throw new HttpError(415, { message: receiptTypeMessage });
  // Receipts no claim took are removed once they expire, whoever uploads next.
  await db
    .delete(receiptUploads)
    .where(and(isNull(receiptUploads.claimedAt), lt(receiptUploads.expiresAt, new Date())));
  const publicId = randomBytes(32).toString('base64url');
  const name = cleanFileName(fileNameHeader, sniffed.extension);
  await db.insert(receiptUploads).values({
    publicId,
    userId: auth.user.id,
    sessionId: auth.session.id,
    fileName: name,
    mediaType: sniffed.mediaType,
    sizeBytes: bytes.length,
    content: bytes,
    expiresAt: new Date(Date.now() + receiptLifetimeMs),
  });
  return { uploadId: publicId, name, bytes: bytes.length };
}
