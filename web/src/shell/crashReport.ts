// What a crash leaves behind: the crash page sends the error to the gateway (POST
// /client-errors), which logs it under the request id it answers; that id is the reference the
// page shows, so whoever reads the logs finds the very line a person quotes.

/** The reports sent, by error: React runs an effect twice in development, and a crash is one report. */
const sent = new WeakMap<object, Promise<string | null>>();

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? null };
  if (typeof error === 'object' && error !== null && 'statusText' in error) {
    // A route's error response (a loader that answered 404, say), not a thrown Error.
    const { status, statusText } = error as { status?: unknown; statusText?: unknown };
    return { message: `${String(status)} ${String(statusText)}`, stack: null };
  }
  return { message: String(error), stack: null };
}

/**
 * Sends the error once and answers its reference (the report's request id), or null when it could
 * not be sent: the crash page is shown either way.
 */
export function reportCrash(error: unknown, page = window.location.pathname): Promise<string | null> {
  if (typeof error !== 'object' || error === null) return send(error, page);
  const report = sent.get(error) ?? send(error, page);
  sent.set(error, report);
  return report;
}

async function send(error: unknown, page: string): Promise<string | null> {
  try {
    const response = await fetch('/client-errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Only the path: a query may carry a reset link's token.
      body: JSON.stringify({ ...describe(error), page }),
      keepalive: true,
    });
    return response.ok ? response.headers.get('x-request-id') : null;
  } catch {
    return null;
  }
}
