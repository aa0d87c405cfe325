import { isIP } from 'node:net';

/**
 * The client site a request is for: the subdomain prefix of its host (acme.localhost -> acme,
 * acme.portal.example -> acme), or 'localhost' for a bare host name or an IP address.
 */
export function siteDomainOf(host: string | undefined): string {
  if (!host) return 'localhost';
  const name = host
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (isIP(name) || !name.includes('.')) return 'localhost';
  const first = name.split('.')[0] ?? '';
  return /^[a-z0-9-]{1,63}$/.test(first) ? first : 'localhost';
}
