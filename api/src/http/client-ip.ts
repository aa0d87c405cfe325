// Who is calling, for login attempts (login_attempts) and masquerade: the gateway forwards the
// browser's address from its own socket, with the secret only it shares with us. Express's 'trust
// proxy' cannot ask for the secret (it trusted X-Forwarded-For from anything on loopback, a browser
// on this machine included), so `req.ip` is set here, before any route reads it.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP, isIPv4 } from 'node:net';
import type { Request, RequestHandler } from 'express';

/**
 * Headers only the gateway may send; from anyone else they are removed before any route runs, so
 * that a route finding one knows the gateway sent it.
 */
const gatewayHeaders = ['x-forwarded-for', 'x-masquerade-user-id', 'x-masquerade-scheme-year'];

// Digests have one length whatever was sent, so the comparison takes the same time for any guess.
const digestOf = (value: string) => createHash('sha256').update(value).digest();

/** `::ffff:203.0.113.9` (an IPv4 caller on a dual-stack socket) reads as 203.0.113.9. */
function plainAddress(address: string | undefined): string | undefined {
  if (address?.startsWith('::ffff:') && isIPv4(address.slice(7))) return address.slice(7);
  return address;
}

/** True when the request carries the configured gateway secret. */
function fromGateway(request: Request, secretDigest: Buffer | null): boolean {
  const sent = request.headers['x-gateway-secret'];
  return secretDigest !== null && typeof sent === 'string' && timingSafeEqual(digestOf(sent), secretDigest);
}

export function clientAddress(gatewaySecret: string | undefined): RequestHandler {
  const secretDigest = gatewaySecret ? digestOf(gatewaySecret) : null;
  return (request, _response, next) => {
    let address = plainAddress(request.socket.remoteAddress);
    if (fromGateway(request, secretDigest)) {
      // The gateway sends one address, its socket's; a list would mean something in between.
      const forwarded = request.headers['x-forwarded-for'];
      if (typeof forwarded === 'string' && isIP(forwarded.trim())) address = plainAddress(forwarded.trim());
    } else {
      for (const name of gatewayHeaders) delete request.headers[name];
    }
    // Never kept where a log of the request's headers could show it.
    delete request.headers['x-gateway-secret'];
    // An own property hides Express's getter (which would read X-Forwarded-For by 'trust proxy').
    Object.defineProperty(request, 'ip', { value: address, configurable: true, enumerable: true, writable: false });
    next();
  };
}
