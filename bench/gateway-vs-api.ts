// The gateway against its reference (PERFORMANCE.md): the signed-in user's page data (the user
// and their login setup with the client) as one GraphQL query through the gateway, against a plain
// keep-alive HTTP proxy that makes the same two api calls (plain-proxy.ts). Both are processes of
// their own in front of one api, measured one after the other in this run, so the ratios hold on a
// noisy machine even when the absolute figures do not. Each figure is printed against its budget.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { logInDirect, startServices } from './services.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

const viewerQuery = `query BenchViewer { viewer { id name firstName surname email userType employmentStatus
  voucherOnly hasFaqs client { clientName schemeYear contactUsEnabled theme { primaryColour secondaryColour benefitBrandName } } } }`;

/** The CPU time (user + system, ms) a process has used so far, from /proc. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are the 12th and 13th fields after the command, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(options: autocannon.Options, pid: number): Promise<{ result: autocannon.Result; cpuPerPage: number }> {
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, pools, caches
  const before = cpuMs(pid);
  const result = await autocannon({ ...options, duration });
  return { result, cpuPerPage: (cpuMs(pid) - before) / Math.max(1, result.requests.total) };
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export async function gatewayVsApi(): Promise<void> {
  // BENCH_PORT moves the three servers (gateway, api, proxy on it and the next two ports) off the defaults.
  const base = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  const services = base ? await startServices(base + 1, base, base + 2) : await startServices();
  try {
    const token = await logInDirect(services.apiUrl, 'employee@acme.test');
    const auth = { authorization: `Bearer ${token}`, 'x-auth-token': token, accept: 'application/json' };
    const gatewayOptions = { url: `${services.gatewayUrl}/graphql`, method: 'POST' as const, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ query: viewerQuery }) };
    const proxyOptions = { url: `${services.proxyUrl}/page`, headers: auth };

    const proxy = await measure({ ...proxyOptions, connections }, services.pids.proxy);
    const gateway = await measure({ ...gatewayOptions, connections }, services.pids.gateway);
    // Tail latency at half the proxy's maximum rate, the same fixed rate for both.
    const rate = Math.max(1, Math.floor(proxy.result.requests.average / 2));
    const proxyHalf = await measure({ ...proxyOptions, connections, overallRate: rate }, services.pids.proxy);
    const gatewayHalf = await measure({ ...gatewayOptions, connections, overallRate: rate }, services.pids.gateway);

    const failures = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
    const throughput = gateway.result.requests.average / proxy.result.requests.average;
    const cpu = gateway.cpuPerPage / proxy.cpuPerPage;
    const p99Ratio = gatewayHalf.result.latency.p99 / Math.max(1, proxyHalf.result.latency.p99);
    const p99Gap = gatewayHalf.result.latency.p99 - proxyHalf.result.latency.p99;
    console.log('\n## gateway vs a plain keep-alive proxy: the signed-in user page data');
    console.log(`connections ${connections}, ${duration} s each`);
    console.log(`plain proxy (2 api calls a page): ${proxy.result.requests.average.toFixed(0)} pages/s, CPU ${proxy.cpuPerPage.toFixed(2)} ms a page, failures ${failures(proxy.result)}`);
    console.log(`gateway (1 GraphQL query a page): ${gateway.result.requests.average.toFixed(0)} pages/s, CPU ${gateway.cpuPerPage.toFixed(2)} ms a page, failures ${failures(gateway.result)}`);
    console.log(`  throughput gateway ÷ proxy: ${throughput.toFixed(2)} (budget ≥ 0.6) ${verdict(throughput >= 0.6)}`);
    console.log(`  CPU a page gateway ÷ proxy: ${cpu.toFixed(2)} (budget ≤ 2) ${verdict(cpu <= 2)}`);
    console.log(`at ${rate} pages/s (half the proxy's maximum): p99 proxy ${proxyHalf.result.latency.p99} ms, gateway ${gatewayHalf.result.latency.p99} ms`);
    console.log(`  p99 gateway ÷ proxy: ${p99Ratio.toFixed(2)} (budget ≤ 1.5), gap ${p99Gap.toFixed(1)} ms (budget < 5) ${verdict(p99Ratio <= 1.5 && p99Gap < 5)}`);
    const failed = [proxy, gateway, proxyHalf, gatewayHalf].reduce((sum, run) => sum + failures(run.result), 0);
    if (failed > 0) throw new Error('some benchmark requests failed');
  } finally {
    await services.stop();
  }
}

// `npx tsx bench/gateway-vs-api.ts` runs this bench alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await gatewayVsApi();
