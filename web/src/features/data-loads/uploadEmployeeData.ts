// The employee file goes to the gateway's upload route (DataLoads.uploadUrl, docs/data-loads.md)
// as the receipts do (benefits/uploadReceipt.ts): the file's bytes as the body, its name
// percent-encoded in X-File-Name, the bearer token in the Authorization header, never in the URL.
// The answer is the dry run's upload, whose number the panel then reads through GraphQL.
import { getCredentials, touchLastApiCall } from '../../browser-storage/session';

export type EmployeeDataUploadAnswer = { ok: true; uploadId: number } | { ok: false; message: string };

export async function uploadEmployeeData(url: string, file: File, failed: string): Promise<EmployeeDataUploadAnswer> {
  const token = getCredentials()?.access_token;
  touchLastApiCall();
  try {
    const response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'X-File-Name': encodeURIComponent(file.name),
      },
      body: file,
    });
    const body = (await response.json().catch(() => null)) as { upload?: { id?: unknown }; message?: unknown } | null;
    if (response.status === 201 && typeof body?.upload?.id === 'number') return { ok: true, uploadId: body.upload.id };
    return { ok: false, message: typeof body?.message === 'string' ? body.message : failed };
  } catch {
    return { ok: false, message: failed };
  }
}

/** What the form checks before sending (the api checks the same, and the content too). */
export function fileProblem(
  file: File | undefined,
  words: { required: string; type: string; tooLarge: string; empty: string },
  maxBytes: number,
): string | null {
  if (!file) return words.required;
  if (!/\.(csv|xlsx)$/i.test(file.name)) return words.type;
  if (file.size > maxBytes) return words.tooLarge;
  if (file.size === 0) return words.empty;
  return null;
}
