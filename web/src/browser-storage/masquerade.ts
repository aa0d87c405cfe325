// The spec's masquerade {userId, schemeYear}: set by the masquerade login and kept true by the
// response headers the gateway passes on from the api (X-Masquerade-User-Id and
// X-Masquerade-Scheme-Year). The banner and the cookie banner read it; logout forgets it.
import { useSyncExternalStore } from 'react';

export interface Masquerade {
  userId: number;
  schemeYear: number;
}

const KEY = 'masquerade';
const listeners = new Set<() => void>();
let cached: Masquerade | null | undefined;

function read(): Masquerade | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<Masquerade> | null;
    return parsed && Number.isInteger(parsed.userId) && Number.isInteger(parsed.schemeYear)
      ? { userId: parsed.userId!, schemeYear: parsed.schemeYear! }
      : null;
  } catch {
    return null;
  }
}

export function getMasquerade(): Masquerade | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function setMasquerade(next: Masquerade | null): void {
  const current = getMasquerade();
  if (current?.userId === next?.userId && current?.schemeYear === next?.schemeYear) return;
  cached = next;
  try {
    if (next) localStorage.setItem(KEY, JSON.stringify(next));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the banner still shows for this page's life.
  }
  listeners.forEach((listener) => listener());
}

/** The masquerade a response's headers name, or undefined when they name none. */
export function masqueradeFromHeaders(headers: Pick<Headers, 'get'>): Masquerade | undefined {
  const userId = Number(headers.get('x-masquerade-user-id'));
  const schemeYear = Number(headers.get('x-masquerade-scheme-year'));
  return Number.isInteger(userId) && userId > 0 && Number.isInteger(schemeYear) && schemeYear > 0
    ? { userId, schemeYear }
    : undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMasquerade(): Masquerade | null {
  return useSyncExternalStore(subscribe, getMasquerade, () => null);
}
