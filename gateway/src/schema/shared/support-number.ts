/** The spec's placeholders for "no support number": 0, '0', 'TBC' and empty. */
export function supportNumberOf(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' || text === '0' || text.toUpperCase() === 'TBC' ? null : text;
}
