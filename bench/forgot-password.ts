// The forgotten-password answer for a known email against an unknown one (`npm run bench`): the
// api on an in-memory database seeded with the demo cast, each request with its own solved robot
// check (solved before the clock starts), the two kinds in a shuffled order with a pause between
// requests so that work one request left behind (a mail job) does not land on the next. The
// answer must not tell whether an account has the address, in its words or in its time: the
// subject is the known email's median, the reference the unknown one's.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as pause } from 'node:timers/promises';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verdict } from './verdict.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.env.BENCH_FORGOT_ROUNDS ?? 60);
// Activated demo people, who get a mail, and addresses nobody has.
const known = ['employee@acme.test', 'probation@acme.test', 'leaver@acme.test', 'employer@acme.test'];

async function waitFor(url: string, deadline = Date.now() + 60_000): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await pause(250);
  }
  throw new Error(`${url} did not answer within 60 s`);
}

async function recaptcha(apiUrl: string): Promise<string> {
  const challenge = (await (await fetch(`${apiUrl}/captcha/challenge`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export async function forgotPasswordBench(apiPort = 4511): Promise<void> {
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  console.log(
    `\nForgotten password: a known email's answer against an unknown one's (${rounds} of each, api alone, in-memory database)`,
  );
  const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: 'memory://',
      API_PORT: String(apiPort),
      LOG_LEVEL: 'warn',
      CAPTCHA_MAX_NUMBER: '200',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`${apiUrl}/themes/localhost`);
    const order = [
      ...Array.from({ length: rounds }, () => 'known' as const),
      ...Array.from({ length: rounds }, () => 'unknown' as const),
    ];
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const times = { known: [] as number[], unknown: [] as number[] };
    // Two of each first, unmeasured: the first requests of a fresh process warm its code paths.
    const warm = ['known', 'unknown', 'known', 'unknown'] as const;
    for (const [index, kind] of [...warm, ...order].entries()) {
      const email = kind === 'known' ? known[index % known.length]! : `nobody-${index}@acme.test`;
      const body = JSON.stringify({ email, recaptcha: await recaptcha(apiUrl), isRecaptchaEnabled: true });
      await pause(40);
      const started = performance.now();
      const answer = await fetch(`${apiUrl}/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await answer.text();
      const elapsed = performance.now() - started;
      if (answer.status !== 200) throw new Error(`/forgot-password answered ${answer.status}`);
      if (index >= warm.length) times[kind].push(elapsed);
    }
    const knownMedian = median(times.known);
    const unknownMedian = median(times.unknown);
    console.log(`  known email: median ${knownMedian.toFixed(2)} ms`);
    console.log(`  unknown email: median ${unknownMedian.toFixed(2)} ms`);
    verdict('forgotten password, known ÷ unknown email (medians)', knownMedian / unknownMedian, { atMost: 1.2 });
  } finally {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
}

// Run alone: npx tsx bench/forgot-password.ts
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await forgotPasswordBench();
