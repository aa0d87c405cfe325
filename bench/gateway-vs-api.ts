// The gateway against its reference (PERFORMANCE.md): the signed-in user's page data (the user
// and their login setup with the client) as one GraphQL query through the gateway, against a plain
// keep-alive HTTP proxy that makes the same two api calls (plain-proxy.ts). Both are processes of
// their own in front of one api, given the same load, and each figure is printed against its
// budget with PASS or FAIL.
//
// What keeps it honest on a shared, noisy machine:
// - the two sides take turns: each load is run in rounds (BENCH_ROUNDS), proxy then gateway, then
//   gateway then proxy, so a burst of someone else's work falls on both alike;
// - CPU per page is each process's own user + system time from /proc, read the same way for both,
//   at full load and at the same fixed rate (half the proxy's maximum);
// - every request names a session of its own among BENCH_SESSIONS, in turn: the gateway shares a
//   session's reads under way (shared-reads.ts), so with one session for all connections it would
//   make fewer api calls than the proxy, which a real page load does not.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { logInDirect, startServices } from './services.js';

const duration = Number(process.env.BENCH_SECONDS ?? 12);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const sessions = Number(process.env.BENCH_SESSIONS ?? 4 * connections);

const viewerQuery = `query BenchViewer { viewer { id name firstName surname email userType employmentStatus
  voucherOnly hasFaqs client { clientName schemeYear contactUsEnabled theme { primaryColour secondaryColour benefitBrandName } } } }`;

/** The CPU time (user + system, ms) a process has used so far, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Side {
  name: string;
  pid: number;
  options: autocannon.Options;
}

interface Figures {
  pagesPerSecond: number;
  cpuPerPage: number;
  /** The median of the rounds' p99s. */
  p99: number;
  failures: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const failuresOf = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

/** Both sides under one load, in turns; figures per side. */
async function underLoad(sides: [Side, Side], load: Partial<autocannon.Options>): Promise<Map<Side, Figures>> {
  const runs = new Map<Side, { requests: number; seconds: number; cpu: number; p99s: number[]; failures: number }>(
    sides.map((side) => [side, { requests: 0, seconds: 0, cpu: 0, p99s: [], failures: 0 }]),
  );
  const seconds = Math.max(1, Math.round(duration / rounds));
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const before = cpuMs(side.pid);
      const result = await autocannon({ ...side.options, ...load, connections, duration: seconds });
      const run = runs.get(side)!;
      run.cpu += cpuMs(side.pid) - before;
      run.requests += result.requests.total;
      run.seconds += result.duration;
      run.p99s.push(result.latency.p99);
      run.failures += failuresOf(result);
    }
  }
  return new Map(
    [...runs].map(([side, run]) => [
      side,
      { pagesPerSecond: run.requests / run.seconds, cpuPerPage: run.cpu / Math.max(1, run.requests), p99: median(run.p99s), failures: run.failures },
    ]),
  );
}

/** Each request in turn names the next session, so no two requests in flight share one. */
function inTurn(tokens: string[], headersOf: (token: string) => Record<string, string>): autocannon.Request['setupRequest'] {
  let next = 0;
  return (request) => ({ ...request, headers: { ...request.headers, ...headersOf(tokens[next++ % tokens.length]!) } });
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export async function gatewayVsApi(): Promise<void> {
  // BENCH_PORT moves the three servers (gateway, api, proxy on it and the next two ports) off the defaults.
  const base = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const services = base ? await startServices(base + 1, base, base + 2) : await startServices();
  try {
    const tokens: string[] = [];
    for (let index = 0; index < sessions; index++) tokens.push(await logInDirect(services.apiUrl, 'employee@acme.test'));
    const proxy: Side = {
      name: 'plain proxy (2 api calls a page)',
      pid: services.pids.proxy,
      options: {
        url: `${services.proxyUrl}/page`,
        requests: [{ method: 'GET', setupRequest: inTurn(tokens, (token) => ({ 'x-auth-token': token, accept: 'application/json' })) }],
      },
    };
    const gateway: Side = {
      name: 'gateway (1 GraphQL query a page)',
      pid: services.pids.gateway,
      options: {
        url: `${services.gatewayUrl}/graphql`,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ query: viewerQuery }),
            setupRequest: inTurn(tokens, (token) => ({ authorization: `Bearer ${token}` })),
          },
        ],
      },
    };
    const sides: [Side, Side] = [proxy, gateway];
    for (const side of sides) await autocannon({ ...side.options, connections, duration: 3 }); // warm-up: JIT, pools, caches

    const full = await underLoad(sides, {});
    // Tail latency at half the proxy's maximum rate, the same fixed rate for both.
    const rate = Math.max(1, Math.floor(full.get(proxy)!.pagesPerSecond / 2));
    const half = await underLoad(sides, { overallRate: rate });

    const [proxyFull, gatewayFull, proxyHalf, gatewayHalf] = [full.get(proxy)!, full.get(gateway)!, half.get(proxy)!, half.get(gateway)!];
    const throughput = gatewayFull.pagesPerSecond / proxyFull.pagesPerSecond;
    const cpuFull = gatewayFull.cpuPerPage / proxyFull.cpuPerPage;
    const cpuHalf = gatewayHalf.cpuPerPage / proxyHalf.cpuPerPage;
    const p99Ratio = gatewayHalf.p99 / Math.max(1, proxyHalf.p99);
    const p99Gap = gatewayHalf.p99 - proxyHalf.p99;
    const line = (side: Side, figures: Figures) =>
      `  ${side.name}: ${figures.pagesPerSecond.toFixed(0)} pages/s, CPU ${figures.cpuPerPage.toFixed(2)} ms a page, p99 ${figures.p99} ms, failures ${figures.failures}`;
    console.log('\n## gateway vs a plain keep-alive proxy: the signed-in user page data');
    console.log(`connections ${connections}, ${sessions} sessions in turn, ${rounds} rounds of ${Math.round(duration / rounds)} s a side at each load`);
    console.log('at full load:');
    console.log(line(proxy, proxyFull));
    console.log(line(gateway, gatewayFull));
    console.log(`at ${rate} pages/s, half the proxy's maximum, for both:`);
    console.log(line(proxy, proxyHalf));
    console.log(line(gateway, gatewayHalf));
    console.log(`throughput gateway ÷ proxy: ${throughput.toFixed(2)} (budget ≥ 0.6) ${verdict(throughput >= 0.6)}`);
    console.log(`CPU a page gateway ÷ proxy at full load: ${cpuFull.toFixed(2)} (budget ≤ 2) ${verdict(cpuFull <= 2)}`);
    console.log(`CPU a page gateway ÷ proxy at half load: ${cpuHalf.toFixed(2)} (budget ≤ 2) ${verdict(cpuHalf <= 2)}`);
    console.log(`p99 gateway ÷ proxy at half load: ${p99Ratio.toFixed(2)} (budget ≤ 1.5) ${verdict(p99Ratio <= 1.5)}`);
    console.log(`p99 gateway − proxy at half load: ${p99Gap.toFixed(1)} ms (budget < 5) ${verdict(p99Gap < 5)}`);
    const failed = [proxyFull, gatewayFull, proxyHalf, gatewayHalf].reduce((sum, figures) => sum + figures.failures, 0);
    if (failed > 0) throw new Error('some benchmark requests failed');
  } finally {
    await services.stop();
  }
}

// `npx tsx bench/gateway-vs-api.ts` runs this bench alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await gatewayVsApi();
