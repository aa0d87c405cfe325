// Shared by activation and the reset wizard: the api's 422 bodies and password checks as payload
// data (field errors named as the GraphQL inputs name them, rules as PasswordCheck).
import type { RestPasswordCheck } from '../../rest/types.js';

export interface FieldError {
  field: string | null;
  message: string;
}

export interface PasswordCheck {
  code: number;
  name: string;
  met: boolean;
}

const FIELD_NAMES: Record<string, string> = {
  date_of_birth: 'dateOfBirth',
  password_confirmation: 'passwordConfirmation',
  activationId: 'activationId',
};

/** A 422 body's `errors` (field -> messages), first message per field, fields in camelCase. */
export function fieldErrorsOf(errors: unknown): FieldError[] {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([field, messages]) => {
    const message = Array.isArray(messages) ? messages.find((each) => typeof each === 'string') : messages;
    return typeof message === 'string' && message ? [{ field: FIELD_NAMES[field] ?? field, message }] : [];
  });
}

/** The server's checks ({ code, name, status }); the spec reads them also from an error response. */
export function checksOf(body: { data?: { checks?: RestPasswordCheck[] }; checks?: RestPasswordCheck[] } | null | undefined): PasswordCheck[] {
  const checks = body?.data?.checks ?? body?.checks ?? [];
  return Array.isArray(checks)
    ? checks.filter((check) => typeof check?.code === 'number').map((check) => ({ code: check.code, name: String(check.name ?? ''), met: Boolean(check.status) }))
    : [];
}

/** A message the body carries as `error` (string, { message } or a JSON string of either) or `message`. */
export function messageOf(body: { error?: unknown; message?: unknown; description?: unknown } | null | undefined): string | null {
  const pick = (value: unknown): string | null => {
    if (typeof value === 'string' && value) {
      if (value.startsWith('{') || value.startsWith('[')) {
        try {
          return pick(JSON.parse(value));
        } catch {
          return value;
        }
      }
      return value;
    }
    if (Array.isArray(value)) return value.map(pick).find(Boolean) ?? null;
    if (value && typeof value === 'object') return pick((value as { message?: unknown }).message);
    return null;
  };
  return pick(body?.error) ?? pick(body?.message) ?? pick(body?.description);
}

export const isSuccess = (status: number) => status === 200 || status === 201 || status === 202;
/** The link (token or activation id) is unknown, expired, used or void. */
export const isLinkGone = (status: number) => status === 404 || status === 410;
