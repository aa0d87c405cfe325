// The gateway against its reference (PERFORMANCE.md): the signed-in user's page data (the user
// and their login setup with the client) as one GraphQL query through the gateway, against a plain
// keep-alive HTTP proxy that makes the same two api calls (plain-proxy.ts). Both are processes of
// their own in front of one api, given the same load, and each figure is printed against its
// budget with PASS or FAIL.
//
// What keeps it honest on a shared, noisy machine:
// - at full load the two sides take turns: the load is run in rounds (BENCH_ROUNDS), proxy then
//   gateway, then gateway then proxy, so a burst of someone else's work falls on both alike;
// - at half load (half the proxy's maximum, in all) both run at once on one open-loop schedule
//   spread evenly over each second, their requests taking turns (paced.ts), each latency counted
//   from when its request was due, and the p99 taken over every request of a side;
// - CPU per page is each process's own user + system time from /proc, read the same way for both;
// - every request names a session of its own among BENCH_SESSIONS, in turn: the gateway shares a
//   session's reads under way (shared-reads.ts), so with one session for all connections it would
//   make fewer api calls than the proxy, which a real page load does not.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { logInDirect, startServices } from './services.js';
import { paced, quantile, type PacedRequest } from './paced.js';
import { verdict } from './verdict.js';

const duration = Number(process.env.BENCH_SECONDS ?? 12);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const sessions = Number(process.env.BENCH_SESSIONS ?? 4 * connections);
/** How long the paced load runs (both sides at once). */
const pacedSeconds = Number(process.env.BENCH_PACED_SECONDS ?? 60);

export const viewerQuery = `query BenchViewer { viewer { id name firstName surname email userType employmentStatus
  voucherOnly hasFaqs client { clientName schemeYear contactUsEnabled theme { primaryColour secondaryColour benefitBrandName } } } }`;

/** TCP connections this machine has opened so far (every connect on it, from /proc/net/snmp). */
function activeOpens(): number {
  const [names, values] = readFileSync('/proc/net/snmp', 'utf8').split('\n').filter((line) => line.startsWith('Tcp:'));
  return Number(values!.split(/\s+/)[names!.split(/\s+/).indexOf('ActiveOpens')]);
}

/** The CPU time (user + system, ms) a process has used so far, from /proc. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Side {
  name: string;
  pid: number;
  options: autocannon.Options;
  /** The same request for the paced load. */
  paced: PacedRequest;
}

interface Figures {
  /** Full load: TCP connections opened meanwhile, less the load generator's own. */
  newConnections?: number;
  /** Paced only: p50, p90 and the slowest, for context. */
  spread?: string;
  pagesPerSecond: number;
  cpuPerPage: number;
  /** Full load: the median of the rounds' p99s (closed loop, so only for context); paced: over every request. */
  p99: number;
  failures: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const failuresOf = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

/** Both sides under one load, in turns; figures per side. */
async function underLoad(sides: [Side, Side], load: Partial<autocannon.Options>): Promise<Map<Side, Figures>> {
  const runs = new Map<Side, { requests: number; seconds: number; cpu: number; p99s: number[]; failures: number; opened: number }>(
    sides.map((side) => [side, { requests: 0, seconds: 0, cpu: 0, p99s: [], failures: 0, opened: 0 }]),
  );
  const seconds = Math.max(1, Math.round(duration / rounds));
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 ? [...sides].reverse() : sides) {
      const before = cpuMs(side.pid);
      const opensBefore = activeOpens();
      const result = await autocannon({ ...side.options, ...load, connections, duration: seconds });
      const run = runs.get(side)!;
      run.opened += activeOpens() - opensBefore - connections;
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
      { newConnections: run.opened, pagesPerSecond: run.requests / run.seconds, cpuPerPage: run.cpu / Math.max(1, run.requests), p99: median(run.p99s), failures: run.failures },
    ]),
  );
}

/**
 * Both sides at once on one steady schedule, their requests taking turns, `rate` a second in all:
 * the api they share is as loaded as by one side at that rate, and whatever it does meanwhile
 * falls on both alike. The p99 is over every request of a side.
 */
async function atRate(sides: [Side, Side], rate: number): Promise<Map<Side, Figures>> {
  const before = sides.map((side) => cpuMs(side.pid));
  const results = await paced(sides.map((side) => side.paced), rate, pacedSeconds);
  return new Map(
    sides.map((side, index) => {
      const result = results[index]!;
      const requests = result.latencies.length + result.failures;
      const cpu = cpuMs(side.pid) - before[index]!;
      if (process.env.BENCH_SLOWEST) console.log(side.name, result.latencies.map((ms, at) => [ms, result.dueAt[at]!]).sort((a, b) => b[0]! - a[0]!).slice(0, 12).map(([ms, at]) => `${ms!.toFixed(0)}ms@${(at! / 1000).toFixed(2)}s`).join(' '));
      const spread = `p50 ${quantile(result.latencies, 0.5).toFixed(1)}, p90 ${quantile(result.latencies, 0.9).toFixed(1)}, max ${quantile(result.latencies, 1).toFixed(1)} ms`;
      return [side, { spread, pagesPerSecond: requests / result.seconds, cpuPerPage: cpu / Math.max(1, requests), p99: quantile(result.latencies, 0.99), failures: result.failures }];
    }),
  );
}

/** Each request in turn names the next session, so no two requests in flight share one. */
function inTurn(tokens: string[], headersOf: (token: string) => Record<string, string>): autocannon.Request['setupRequest'] {
  let next = 0;
  return (request) => ({ ...request, headers: { ...request.headers, ...headersOf(tokens[next++ % tokens.length]!) } });
}

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
      paced: { url: `${services.proxyUrl}/page`, method: 'GET', headers: (index) => ({ 'x-auth-token': tokens[index % tokens.length]!, accept: 'application/json' }) },
      options: {
        url: `${services.proxyUrl}/page`,
        requests: [{ method: 'GET', setupRequest: inTurn(tokens, (token) => ({ 'x-auth-token': token, accept: 'application/json' })) }],
      },
    };
    const body = JSON.stringify({ query: viewerQuery });
    const gateway: Side = {
      name: 'gateway (1 GraphQL query a page)',
      pid: services.pids.gateway,
      paced: {
        url: `${services.gatewayUrl}/graphql`,
        method: 'POST',
        headers: (index) => ({ 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${tokens[index % tokens.length]!}` }),
        body,
      },
      options: {
        url: `${services.gatewayUrl}/graphql`,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body,
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
    const half = await atRate(sides, rate);

    // The gateway's own floor, for context: Express and Apollo answering `{ __typename }`, which
    // calls no api, alone at the gateway's rate above. Whatever the resolvers and got add comes on top.
    const floorBefore = cpuMs(gateway.pid);
    const [floorRun] = await paced([{ ...gateway.paced, body: JSON.stringify({ query: '{ __typename }' }) }], rate / 2, pacedSeconds / 2);
    const floorCpu = (cpuMs(gateway.pid) - floorBefore) / (floorRun!.latencies.length + floorRun!.failures + Math.round((rate / 2) * 3));

    const [proxyFull, gatewayFull, proxyHalf, gatewayHalf] = [full.get(proxy)!, full.get(gateway)!, half.get(proxy)!, half.get(gateway)!];
    const throughput = gatewayFull.pagesPerSecond / proxyFull.pagesPerSecond;
    const cpuFull = gatewayFull.cpuPerPage / proxyFull.cpuPerPage;
    const cpuHalf = gatewayHalf.cpuPerPage / proxyHalf.cpuPerPage;
    const p99Ratio = gatewayHalf.p99 / proxyHalf.p99;
    const p99Gap = gatewayHalf.p99 - proxyHalf.p99;
    const line = (side: Side, figures: Figures) =>
      `  ${side.name}: ${figures.pagesPerSecond.toFixed(0)} pages/s, CPU ${figures.cpuPerPage.toFixed(2)} ms a page, p99 ${figures.p99.toFixed(1)} ms${figures.spread ? ` (${figures.spread})` : ''}, failures ${figures.failures}`;
    console.log('\n## gateway vs a plain keep-alive proxy: the signed-in user page data');
    console.log(`connections ${connections}, ${sessions} sessions in turn, ${rounds} rounds of ${Math.round(duration / rounds)} s a side at each load`);
    console.log('at full load:');
    console.log(line(proxy, proxyFull));
    console.log(line(gateway, gatewayFull));
    console.log(`at ${rate} pages/s in all, half the proxy's maximum, paced evenly for ${pacedSeconds} s, the two sides' requests in turn:`);
    console.log(line(proxy, proxyHalf));
    console.log(line(gateway, gatewayHalf));
    console.log(`  the gateway's floor, { __typename } (no api call) alone at ${(rate / 2).toFixed(1)} a second: CPU ${floorCpu.toFixed(2)} ms a page, ${(floorCpu / proxyHalf.cpuPerPage).toFixed(2)} × the proxy's whole page`);
    // Each gateway page makes two api calls; every connect on the machine meanwhile counts against it.
    const apiCalls = 2 * Math.round(gatewayFull.pagesPerSecond * duration);
    console.log(`  TCP connections opened while the gateway ran at full load (all of the machine's, less the load's own): ${gatewayFull.newConnections} for ${apiCalls} api calls`);
    verdict('throughput gateway ÷ proxy', throughput, { atLeast: 0.6 });
    verdict('new connections to the api ÷ api calls, gateway at full load', Math.max(0, gatewayFull.newConnections!) / apiCalls, { atMost: 0.01 }, { digits: 4 });
    verdict('CPU a page gateway ÷ proxy at full load', cpuFull, { atMost: 2 });
    verdict('CPU a page gateway ÷ proxy at half load', cpuHalf, { atMost: 2 });
    verdict('p99 gateway ÷ proxy at half load', p99Ratio, { atMost: 1.5 });
    verdict('p99 gateway − proxy at half load', p99Gap, { below: 5 }, { unit: 'ms', digits: 1 });
    const failed = [proxyFull, gatewayFull, proxyHalf, gatewayHalf].reduce((sum, figures) => sum + figures.failures, 0);
    if (failed > 0) throw new Error('some benchmark requests failed');
  } finally {
    await services.stop();
  }
}

// `npx tsx bench/gateway-vs-api.ts` runs this bench alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await gatewayVsApi();
