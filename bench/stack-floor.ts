// How far the gateway's CPU a page could fall on the chosen stack, and which part of the stack
// holds it up (docs/performance.md, "The gateway's CPU a page"). The gateway bench's page served by
// stack-floor-server.ts, the least a GraphQL server can do for it, built from the chosen stack
// (Express 5, Apollo Server 5, got) and with parts of it swapped out, beside the gateway itself and
// the plain proxy, all in front of one api. Every side gets the same paced load, the requests in
// turn (paced.ts), and the CPU a page of each process is read from /proc as gateway-vs-api.ts does.
// It prints figures, not verdicts: the budget is judged by gateway-vs-api.ts.
//
//   npx tsx bench/stack-floor.ts        (or npm run bench -- --stack-floor)
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cpuMs, viewerQuery } from './gateway-vs-api.js';
import { paced, type PacedRequest } from './paced.js';
import { logInDirect, startServices } from './services.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Pages a second for each side: all of them together stay below what the api holds (about 160). */
const ratePerSide = Number(process.env.BENCH_STACK_RATE ?? 20);
const seconds = Number(process.env.BENCH_STACK_SECONDS ?? 30);
const rounds = 2;
const basePort = 4720;
/** What stack-floor-server.ts can be built from: the chosen stack first, then with parts swapped. */
const stacks = ['express+apollo+got', 'http+apollo+got', 'http+graphql+got', 'http+graphql+http'];

export async function stackFloor(): Promise<void> {
  const services = await startServices(basePort + 1, basePort, basePort + 2);
  const servers: ChildProcess[] = [];
  try {
    const floors = stacks.map((stack, index) => {
      const port = basePort + 4 + index;
      const child = spawn(process.execPath, ['--import', 'tsx', 'bench/stack-floor-server.ts'], {
        cwd: root,
        env: { ...process.env, STACK: stack, PORT: String(port), MAIN_API_URL: services.apiUrl },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push(child);
      return { stack, url: `http://127.0.0.1:${port}`, pid: child.pid! };
    });
    const tokens: string[] = [];
    for (let index = 0; index < 64; index++) tokens.push(await logInDirect(services.apiUrl, 'employee@acme.test'));
    const body = JSON.stringify({ query: viewerQuery });
    const graphql = (url: string): PacedRequest => ({
      url: `${url}/graphql`,
      method: 'POST',
      headers: (index) => ({
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${tokens[index % tokens.length]!}`,
      }),
      body,
    });
    // Each least server must answer what the gateway answers, or it would be doing less.
    const expected = await answerOf(graphql(services.gatewayUrl));
    for (const floor of floors) {
      const answer = await answerOf(graphql(floor.url));
      if (answer !== expected) throw new Error(`${floor.stack} answered ${answer}, not ${expected}`);
    }
    const sides = [
      {
        name: 'plain proxy (node:http, 2 api calls)',
        pid: services.pids.proxy,
        request: {
          url: `${services.proxyUrl}/page`,
          method: 'GET',
          headers: (index) => ({ 'x-auth-token': tokens[index % tokens.length]!, accept: 'application/json' }),
        } as PacedRequest,
      },
      { name: 'the gateway', pid: services.pids.gateway, request: graphql(services.gatewayUrl) },
      ...floors.map((floor) => ({ name: floor.stack, pid: floor.pid, request: graphql(floor.url) })),
    ];
    const rate = ratePerSide * sides.length;
    console.log(
      `\n## the gateway's CPU a page against the least each stack can do (${ratePerSide} pages/s a side, ${sides.length} sides in turn, ${rounds} rounds of ${seconds} s)`,
    );
    const cpu = sides.map(() => 0);
    const failures = sides.map(() => 0);
    const pages = sides.map(() => 0);
    for (let round = 0; round < rounds; round++) {
      const before = sides.map((side) => cpuMs(side.pid));
      const results = await paced(
        sides.map((side) => side.request),
        rate,
        seconds,
      );
      sides.forEach((side, index) => {
        const result = results[index]!;
        cpu[index]! += cpuMs(side.pid) - before[index]!;
        failures[index]! += result.failures;
        pages[index]! += result.latencies.length;
      });
    }
    const perPage = sides.map((_, index) => cpu[index]! / pages[index]!);
    sides.forEach((side, index) =>
      console.log(
        `  ${side.name.padEnd(40)} CPU ${perPage[index]!.toFixed(2)} ms a page, ${(perPage[index]! / perPage[0]!).toFixed(2)} × the proxy's, ${failures[index]} failed`,
      ),
    );
    console.log(
      `  the gateway ÷ the chosen stack at its least (express+apollo+got): ${(perPage[1]! / perPage[2]!).toFixed(2)}`,
    );
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    await services.stop();
  }
}

/** The first answer, as JSON text, once the server listens (a minute at most). */
async function answerOf(request: PacedRequest): Promise<string> {
  for (const deadline = Date.now() + 60_000; ;) {
    try {
      // Parsed and written again: Apollo ends its text with a newline, graphql-js's here does not.
      return JSON.stringify(
        await (
          await fetch(request.url, { method: request.method, headers: request.headers(0), body: request.body })
        ).json(),
      );
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await stackFloor();
