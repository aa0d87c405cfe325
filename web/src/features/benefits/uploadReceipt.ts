// A claim's receipt goes to the gateway's POST /uploads/receipts (docs/benefits.md, Claims): the
// file's bytes as the body, its name percent-encoded in X-File-Name, and the bearer token in the
// Authorization header, never in the URL. The answer names the upload the claim then refers to.
import { getCredentials, touchLastApiCall } from '../../browser-storage/session';

export type ReceiptUpload = { ok: true; uploadId: string } | { ok: false; message: string };

export async function uploadReceipt(file: File, failed: string): Promise<ReceiptUpload> {
  const token = getCredentials()?.access_token;
  touchLastApiCall();
  try {
    const response = await fetch('/uploads/receipts', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'X-File-Name': encodeURIComponent(file.name),
      },
      body: file,
    });
    const body = (await response.json().catch(() => null)) as { uploadId?: unknown; message?: unknown } | null;
    if (response.status === 201 && typeof body?.uploadId === 'string') return { ok: true, uploadId: body.uploadId };
    return { ok: false, message: typeof body?.message === 'string' ? body.message : failed };
  } catch {
    return { ok: false, message: failed };
  }
}
