// The gateway against its references (docs/performance.md): the signed-in user's page data (the
// user and their login setup with the client) as one GraphQL query through the gateway, against a
// plain keep-alive HTTP proxy that makes the spec's two api calls for it, /user and /login/setup
// (plain-proxy.ts), and against the least the chosen stack can do for the same page from those two
// calls (stack-floor-server.ts: Express, Apollo Server and got with none of our code). The gateway
// makes one call for it: the login setup carries the user. All three are processes of their own in
// front of one api, given the same load, and each figure is printed against its budget with PASS or
// FAIL.
//
// What keeps it honest on a shared, noisy machine:
// - at full load the sides take turns: the load is run in rounds (BENCH_ROUNDS), each round in
//   another order, so a burst of someone else's work falls on every side alike;
// - at half load (half the proxy's maximum, in all) all run at once on one open-loop schedule
//   spread evenly over each second, their requests taking turns (paced.ts), each latency counted
//   from when its request was due, and the p99 taken over every request of a side;
// - CPU per page is each process's own user + system time from /proc, read the same way for all;
// - new connections to the api are counted by each server process itself (count-connects.cjs);
// - a request that fails (a socket reset) is counted and reported, never the end of the run;
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

/** The CPU time (user + system, ms) a process has used so far, from /proc. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Side {
  name: string;
  pid: number;
  /** The connections this side's process has opened to the api so far. */
  connects: () => number;
  options: autocannon.Options;
  /** The same request for the paced load. */
  paced: PacedRequest;
}

interface Figures {
  /** Full load: TCP connections the side's process opened to the api meanwhile. */
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
async function underLoad(sides: Side[], load: Partial<autocannon.Options>): Promise<Map<Side, Figures>> {
  const runs = new Map<
    Side,
    { requests: number; seconds: number; cpu: number; p99s: number[]; failures: number; opened: number }
  >(sides.map((side) => [side, { requests: 0, seconds: 0, cpu: 0, p99s: [], failures: 0, opened: 0 }]));
  const seconds = Math.max(1, Math.round(duration / rounds));
  for (let round = 0; round < rounds; round++) {
    // Each round in another order (rotated), so no side always follows the same one.
    for (const side of sides.map((_, at) => sides[(at + round) % sides.length]!)) {
      const before = cpuMs(side.pid);
      const opensBefore = side.connects();
      const result = await autocannon({ ...side.options, ...load, connections, duration: seconds });
      const run = runs.get(side)!;
      run.opened += side.connects() - opensBefore;
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
      {
        newConnections: run.opened,
        pagesPerSecond: run.requests / run.seconds,
        cpuPerPage: run.cpu / Math.max(1, run.requests),
        p99: median(run.p99s),
        failures: run.failures,
      },
    ]),
  );
}

/**
 * Both sides at once on one steady schedule, their requests taking turns, `rate` a second in all:
 * the api they share is as loaded as by one side at that rate, and whatever it does meanwhile
 * falls on both alike. The p99 is over every request of a side.
 */
async function atRate(sides: Side[], rate: number): Promise<Map<Side, Figures>> {
  const before = sides.map((side) => cpuMs(side.pid));
  const results = await paced(
    sides.map((side) => side.paced),
    rate,
    pacedSeconds,
  );
  return new Map(
    sides.map((side, index) => {
      const result = results[index]!;
      const requests = result.latencies.length + result.failures;
      const cpu = cpuMs(side.pid) - before[index]!;
      if (process.env.BENCH_SLOWEST)
        console.log(
          side.name,
          result.latencies
            .map((ms, at) => [ms, result.dueAt[at]!])
            .sort((a, b) => b[0]! - a[0]!)
            .slice(0, 12)
            .map(([ms, at]) => `${ms!.toFixed(0)}ms@${(at! / 1000).toFixed(2)}s`)
            .join(' '),
        );
      const spread = `p50 ${quantile(result.latencies, 0.5).toFixed(1)}, p90 ${quantile(result.latencies, 0.9).toFixed(1)}, max ${quantile(result.latencies, 1).toFixed(1)} ms`;
      return [
        side,
        {
          spread,
          pagesPerSecond: requests / result.seconds,
          cpuPerPage: cpu / Math.max(1, requests),
          p99: quantile(result.latencies, 0.99),
          failures: result.failures,
        },
      ];
    }),
  );
}

/** Each request in turn names the next session, so no two requests in flight share one. */
function inTurn(
  tokens: string[],
  headersOf: (token: string) => Record<string, string>,
): autocannon.Request['setupRequest'] {
  let next = 0;
  return (request) => ({ ...request, headers: { ...request.headers, ...headersOf(tokens[next++ % tokens.length]!) } });
}

export async function gatewayVsApi(): Promise<void> {
  // BENCH_PORT moves the four servers (gateway, api, proxy, floor on it and the next three ports) off the defaults.
  const base = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const services = base ? await startServices(base + 1, base, base + 2) : await startServices();
  try {
    const tokens: string[] = [];
    for (let index = 0; index < sessions; index++)
      tokens.push(await logInDirect(services.apiUrl, 'employee@acme.test'));
    const proxy: Side = {
      name: 'plain proxy (2 api calls a page: /user, /login/setup)',
      pid: services.pids.proxy,
      connects: () => services.connectsOf('proxy'),
      paced: {
        url: `${services.proxyUrl}/page`,
        method: 'GET',
        headers: (index) => ({ 'x-auth-token': tokens[index % tokens.length]!, accept: 'application/json' }),
      },
      options: {
        url: `${services.proxyUrl}/page`,
        requests: [
          {
            method: 'GET',
            setupRequest: inTurn(tokens, (token) => ({ 'x-auth-token': token, accept: 'application/json' })),
          },
        ],
      },
    };
    const body = JSON.stringify({ query: viewerQuery });
    const graphqlSide = (name: string, url: string, pid: number, connects: () => number): Side => ({
      name,
      pid,
      connects,
      paced: {
        url: `${url}/graphql`,
        method: 'POST',
        headers: (index) => ({
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${tokens[index % tokens.length]!}`,
        }),
        body,
      },
      options: {
        url: `${url}/graphql`,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body,
            setupRequest: inTurn(tokens, (token) => ({ authorization: `Bearer ${token}` })),
          },
        ],
      },
    });
    const floor = graphqlSide(
      'stack floor (Express + Apollo + got, none of our code; the same 2 calls)',
      services.floorUrl,
      services.pids.floor,
      () => services.connectsOf('floor'),
    );
    const gateway = graphqlSide(
      'gateway (1 GraphQL query, 1 api call a page: /login/setup)',
      services.gatewayUrl,
      services.pids.gateway,
      () => services.connectsOf('gateway'),
    );
    // The floor must answer what the gateway answers, or it would be doing less.
    const [fromFloor, fromGateway] = await Promise.all(
      [floor, gateway].map(async (side) =>
        JSON.stringify(
          await (await fetch(side.paced.url, { method: 'POST', headers: side.paced.headers(0), body })).json(),
        ),
      ),
    );
    if (fromFloor !== fromGateway)
      throw new Error(`the stack floor answered ${fromFloor}, not the gateway's ${fromGateway}`);
    const sides = [proxy, floor, gateway];
    for (const side of sides) await autocannon({ ...side.options, connections, duration: 3 }); // warm-up: JIT, pools, caches

    const full = await underLoad(sides, {});
    // Tail latency at half the proxy's maximum rate, the same fixed rate for all.
    const rate = Math.max(1, Math.floor(full.get(proxy)!.pagesPerSecond / 2));
    const half = await atRate(sides, rate);

    const [proxyFull, floorFull, gatewayFull, proxyHalf, floorHalf, gatewayHalf] = [
      full.get(proxy)!,
      full.get(floor)!,
      full.get(gateway)!,
      half.get(proxy)!,
      half.get(floor)!,
      half.get(gateway)!,
    ];
    const line = (side: Side, figures: Figures) =>
      `  ${side.name}: ${figures.pagesPerSecond.toFixed(0)} pages/s, CPU ${figures.cpuPerPage.toFixed(2)} ms a page, p99 ${figures.p99.toFixed(1)} ms${figures.spread ? ` (${figures.spread})` : ''}, failures ${figures.failures}`;
    console.log(
      '\n## gateway vs a plain keep-alive proxy and the least the chosen stack can do: the signed-in user page data',
    );
    console.log(
      `connections ${connections}, ${sessions} sessions in turn, ${rounds} rounds of ${Math.round(duration / rounds)} s a side at each load`,
    );
    console.log('at full load:');
    for (const side of sides) console.log(line(side, full.get(side)!));
    console.log(
      `at ${rate} pages/s in all, half the proxy's maximum, paced evenly for ${pacedSeconds} s, the sides' requests in turn:`,
    );
    for (const side of sides) console.log(line(side, half.get(side)!));
    console.log(
      `  CPU a page ÷ the proxy's, for context: gateway ${(gatewayFull.cpuPerPage / proxyFull.cpuPerPage).toFixed(2)} at full load, ${(gatewayHalf.cpuPerPage / proxyHalf.cpuPerPage).toFixed(2)} at half; the stack floor ${(floorFull.cpuPerPage / proxyFull.cpuPerPage).toFixed(2)} and ${(floorHalf.cpuPerPage / proxyHalf.cpuPerPage).toFixed(2)}`,
    );
    // Each gateway page makes one api call (the login setup, which carries the user).
    const apiCalls = Math.round(gatewayFull.pagesPerSecond * duration);
    console.log(
      `  TCP connections the gateway opened to the api at full load: ${gatewayFull.newConnections} for ${apiCalls} api calls`,
    );
    const failed = sides.reduce((sum, side) => sum + full.get(side)!.failures + half.get(side)!.failures, 0);
    console.log(`  failed requests (resets, timeouts, non-2xx), all sides and loads: ${failed}`);
    verdict('throughput gateway ÷ proxy', gatewayFull.pagesPerSecond / proxyFull.pagesPerSecond, { atLeast: 0.6 });
    verdict(
      'new connections to the api ÷ api calls, gateway at full load',
      Math.max(0, gatewayFull.newConnections!) / apiCalls,
      { atMost: 0.01 },
      { digits: 4 },
    );
    verdict('CPU a page gateway ÷ stack floor at full load', gatewayFull.cpuPerPage / floorFull.cpuPerPage, {
      atMost: 1.1,
    });
    verdict('CPU a page gateway ÷ stack floor at half load', gatewayHalf.cpuPerPage / floorHalf.cpuPerPage, {
      atMost: 1.1,
    });
    verdict('p99 gateway ÷ proxy at half load', gatewayHalf.p99 / proxyHalf.p99, { atMost: 1.5 });
    verdict(
      'p99 gateway − proxy at half load',
      gatewayHalf.p99 - proxyHalf.p99,
      { below: 5 },
      { unit: 'ms', digits: 1 },
    );
  } finally {
    await services.stop();
  }
}

// `npx tsx bench/gateway-vs-api.ts` runs this bench alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await gatewayVsApi();
