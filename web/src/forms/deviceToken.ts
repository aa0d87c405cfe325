// The login's deviceToken: a SHA-256 hash of the user agent, screen size, colour depth and
// timezone, so the server can recognise a device without storing any of them.

export function deviceFingerprint(): string {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  return [navigator.userAgent, `${screen.width}x${screen.height}`, String(screen.colorDepth), timezone].join('|');
}

export async function sha256Hex(text: string): Promise<string> {
  // crypto.subtle exists only in secure contexts (https, localhost); elsewhere an FNV-1a hash
  // still gives a stable token rather than no login at all.
  if (!globalThis.crypto?.subtle) return fnv1aHex(text);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function deviceToken(): Promise<string> {
  return sha256Hex(deviceFingerprint());
}

function fnv1aHex(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
