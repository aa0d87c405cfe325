// An open-loop load at a steady rate: request i is due at start + i / rate, whether or not earlier
// ones have answered, and its latency counts from when it was due. autocannon's `overallRate`
// does neither: each connection sends its whole second's quota back to back when the second
// starts (a burst of rate / connections requests), and its coordinated-omission correction then
// records every slow answer again for each millisecond it took. At "half the proxy's maximum" the
// bursts queued at the api, and the p99 measured the queue rather than what either side adds.
//
// Several targets share one schedule, their requests taking turns (a, b, a, b, ...): a stall of
// the api they share (a collection, a checkpoint) then falls on all of them alike, where rounds
// taken one after another left it to whichever side was running.
import { Agent, request } from 'node:http';

export interface PacedRequest {
  url: string;
  method: 'GET' | 'POST';
  /** The headers of the i-th request (a session of its own, in turn). */
  headers: (index: number) => Record<string, string>;
  body?: string;
}

export interface PacedResult {
  /** Latency of every answered request, ms, from when it was due. */
  latencies: number[];
  /** When each of those was due, ms after the load started. */
  dueAt: number[];
  /** Non-2xx answers, errors and timeouts. */
  failures: number;
  seconds: number;
}

/**
 * Sends `rate` requests a second for `warmupSeconds` then `seconds`, spread evenly, on keep-alive
 * connections; with several targets, in turns, so that each gets `rate / targets.length` a second.
 * One result per target, of the requests due after the warm-up (which opens the connections and
 * lets whatever ran before settle).
 */
export async function paced(
  targets: PacedRequest[],
  rate: number,
  seconds: number,
  options: { warmupSeconds?: number; timeoutMs?: number } = {},
): Promise<PacedResult[]> {
  const { warmupSeconds = 3, timeoutMs = 10_000 } = options;
  // An idle socket is retired after 4 s, before the servers' keep-alive timeout (Node's 5 s) closes
  // it: reusing one just as the server closed it answered ECONNRESET and failed a request.
  const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 4000 });
  const warmup = Math.round(rate * warmupSeconds);
  const total = warmup + Math.max(targets.length, Math.round(rate * seconds));
  const results = targets.map((): PacedResult => ({ latencies: [], dueAt: [], failures: 0, seconds: 0 }));
  const send = (index: number, due: number) =>
    new Promise<void>((resolve) => {
      const target = targets[index % targets.length]!;
      // The warm-up's answers are counted nowhere.
      const result =
        index < warmup ? { latencies: [], dueAt: [], failures: 0, seconds: 0 } : results[index % targets.length]!;
      const url = new URL(target.url);
      const call = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: target.method,
          headers: target.headers(Math.floor(index / targets.length)),
          agent,
          timeout: timeoutMs,
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => {
            if (answer.statusCode !== undefined && answer.statusCode >= 200 && answer.statusCode < 300) {
              result.latencies.push(performance.now() - due);
              result.dueAt.push(due - started - (warmup * 1000) / rate);
            } else result.failures++;
            resolve();
          });
        },
      );
      call.on('timeout', () => call.destroy(new Error('timed out')));
      call.on('error', () => {
        result.failures++;
        resolve();
      });
      call.end(target.body);
    });
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < total;) {
    const now = performance.now();
    // Every request due by now goes out now; then sleep until the next one is due.
    while (index < total && started + (index * 1000) / rate <= now) {
      inFlight.push(send(index, started + (index * 1000) / rate));
      index++;
    }
    if (index < total)
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, started + (index * 1000) / rate - performance.now())),
      );
  }
  await Promise.all(inFlight);
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000 - warmup / rate;
  return results.map((result) => ({ ...result, seconds: elapsed }));
}

/** The q-quantile (0.99 for p99) of some latencies. */
export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}
