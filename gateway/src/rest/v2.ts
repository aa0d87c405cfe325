import type { Upstream, UpstreamAuth } from './upstream.js';

/**
 * The versioned (v2) REST API. No screen built so far reads it; the client exists so the context
 * carries both APIs from the start and later domains only add methods here.
 */
export class V2Api {
  constructor(
    readonly upstream: Upstream,
    readonly auth: UpstreamAuth,
  ) {}
}
