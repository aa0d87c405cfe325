import { embeddedVideoHosts } from '@portal/contract/constants';
import type { NextFunction, Request, Response } from 'express';

/**
 * Security headers for everything the gateway serves. Styles may be inline (Chakra UI's emotion
 * injects them at run time); scripts may not. Frames only from the video players content may
 * embed (the web loads them once video player cookies are allowed), and nothing else: not even
 * this origin.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  `frame-src ${embeddedVideoHosts.map((host) => host.origin).join(' ')}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Whether the browser reached us over HTTPS: directly, or as the TLS proxy in front says. */
export function overHttps(request: Request): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return request.secure || first === 'https';
}

export function securityHeaders(request: Request, response: Response, next: NextFunction): void {
  // HSTS only where the request was HTTPS; a browser ignores it over HTTP anyway, so a forged
  // X-Forwarded-Proto gains nothing.
  if (overHttps(request)) response.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
  response.setHeader('X-Frame-Options', 'DENY');
  response.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  response.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  next();
}
