// The signed-in user's page data (the user and their login setup with the client) fetched
// through the gateway as one GraphQL query, versus the same two REST calls straight to the api
// (Alex is active, so the gateway needs no voucher balance for voucherOnly either).
// Both run in this one process, one after the other, against the same services, so the ratio
// holds on a noisy machine even when the absolute figures do not.
import autocannon from 'autocannon';
import { logInDirect, startServices } from './services.js';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

const viewerQuery = `query BenchViewer { viewer { id name firstName surname email userType employmentStatus
  voucherOnly hasFaqs client { clientName schemeYear contactUsEnabled theme { primaryColour secondaryColour benefitBrandName } } } }`;

async function measure(options: autocannon.Options): Promise<autocannon.Result> {
  await autocannon({ ...options, duration: 2 }); // warm-up: JIT, pools, caches
  return autocannon({ ...options, duration });
}

export async function gatewayVsApi(): Promise<void> {
  const services = await startServices();
  try {
    const token = await logInDirect(services.apiUrl, 'employee@acme.test');
    const auth = { authorization: `Bearer ${token}`, 'x-auth-token': token, accept: 'application/json' };

    const direct = await measure({
      url: services.apiUrl,
      connections,
      requests: [
        { method: 'GET', path: '/user', headers: auth },
        { method: 'GET', path: '/login/setup', headers: auth },
      ],
    });
    const gateway = await measure({
      url: `${services.gatewayUrl}/graphql`,
      connections,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ query: viewerQuery }),
    });

    const failures = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;
    const directPages = direct.requests.average / 2;
    const gatewayPages = gateway.requests.average;
    console.log('\n## gateway vs api: the signed-in user page data');
    console.log(`connections ${connections}, ${duration} s each`);
    console.log(`api direct (2 REST calls a page): ${directPages.toFixed(0)} pages/s, p99 ${direct.latency.p99} ms per call, failures ${failures(direct)}`);
    console.log(`gateway (1 GraphQL query a page):  ${gatewayPages.toFixed(0)} pages/s, p99 ${gateway.latency.p99} ms, failures ${failures(gateway)}`);
    console.log(`ratio gateway / direct: ${(gatewayPages / directPages).toFixed(2)}`);
    if (failures(direct) + failures(gateway) > 0) throw new Error('some benchmark requests failed');
  } finally {
    await services.stop();
  }
}
