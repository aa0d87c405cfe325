import { requestIdHeader } from '@portal/contract/request-id';
/** Who a call to the api is made for: the same on GraphQL calls, downloads and uploads. */
export interface CallerIdentity {
  /** The browser's bearer token; null for calls made for nobody in particular. */
  token: string | null;
  /** The browser's address as this server's socket saw it. */
  clientAddress: string | null | undefined;
  gatewaySecret: string | undefined;
  masquerade: { userId: string; schemeYear: string } | null;
  /** The browser's User-Agent, so the api can name the device a session is used from. */
  userAgent?: string | null | undefined;
  /** The id of the browser's request (request-log.ts), so one id finds it in both tiers' logs. */
  requestId?: string | string[] | undefined;
}

/**
 * The headers that carry a browser's identity to the api: the bearer token in the spec's two
 * headers, the browser's address, and the gateway secret beside which alone the api believes that
 * address (and masquerade headers).
 */
export function identityHeaders({
  token,
  clientAddress,
  gatewaySecret,
  masquerade,
  userAgent,
  requestId,
}: CallerIdentity): Record<string, string> {
  const headers: Record<string, string> = {};
  if (typeof requestId === 'string') headers[requestIdHeader] = requestId;
  if (userAgent) headers['user-agent'] = userAgent;
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers['x-auth-token'] = token;
  }
  // From the socket, never copied from the browser's own X-Forwarded-For, which anyone can write.
  if (clientAddress) headers['x-forwarded-for'] = clientAddress;
  if (gatewaySecret) {
    headers['x-gateway-secret'] = gatewaySecret;
    if (masquerade) {
      headers['x-masquerade-user-id'] = masquerade.userId;
      headers['x-masquerade-scheme-year'] = masquerade.schemeYear;
    }
  }
  return headers;
}
