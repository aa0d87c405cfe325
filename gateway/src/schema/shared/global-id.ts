/** Relay's opaque global ids: base64 of "Type:id". */
export function toGlobalId(type: string, id: string | number): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return null;
  return { type: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}
