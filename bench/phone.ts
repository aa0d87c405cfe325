// The portal on a phone (`npm run bench -- --phone`, budgets in docs/performance.md): the built app
// from the real gateway, audited by Lighthouse's mobile preset in Debian's chromium. The preset is
// the phone profile of the budgets: 412 px wide, a CPU 4 × slower than this machine's, 150 ms
// round trips and 1.6 Mbit/s down, applied by Lighthouse's simulation over what the load did.
// - the LCP of Acme's login page, the median of BENCH_PHONE_RUNS (3) cold loads (budget ≤ 1.5 s);
// - the LCP of `/app/home/` right after a login, its cache as the login page left it once the
//   password was being typed (≤ 2.0 s);
// - the JavaScript, CSS and fonts the login page moves on the wire (≤ 250 KB);
// - Lighthouse's performance score of `/`, `/app/home/` and `/app/my-benefits/` (each ≥ 95).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromiumArgs } from '../tests/chromium.js';
import { logInDirect, startServices } from './services.js';
import { verdict } from './verdict.js';

const port = Number(process.env.BENCH_PORT ?? 5300);
const runs = Number(process.env.BENCH_PHONE_RUNS ?? 3);
/** A folder to keep each load's Lighthouse report in (JSON), to see where a page's time goes. */
const reportsDir = process.env.BENCH_PHONE_REPORTS;
let reportCount = 0;

interface Load {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes on the wire of scripts, style sheets and fonts. */
  assetBytes: number;
  /** Lighthouse's measure of this machine's speed (higher is faster), on which TBT depends. */
  benchmarkIndex: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function loadOf(result: RunnerResult | undefined, url: string): Load {
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const assetBytes = (requests ?? [])
    .filter((request) => ['Script', 'Stylesheet', 'Font'].includes(request.resourceType ?? ''))
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    assetBytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

async function audit(page: Page, url: string, keepStorage: boolean): Promise<Load> {
  // The default config is the mobile preset; only the performance category is asked for.
  const flags: Flags = { onlyCategories: ['performance'], disableStorageReset: keepStorage, logLevel: 'error' };
  // On a busy machine Lighthouse sometimes loses the trace itself (NO_NAVSTART): that load
  // measured nothing and is taken again, once, and said.
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags, undefined, page);
    if (reportsDir && result) {
      await mkdir(reportsDir, { recursive: true });
      const name = `${String((reportCount += 1)).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '-')}.json`;
      await writeFile(join(reportsDir, name), JSON.stringify(result.lhr));
    }
    const error = result?.lhr.runtimeError;
    if (!error || attempt === 2) return loadOf(result, url);
    console.log(`  (Lighthouse lost the load of ${url}: ${error.code}; taken again)`);
  }
}

const describe = (loads: Load[]) =>
  loads
    .map(
      (load) =>
        `${load.score} (LCP ${load.lcp.toFixed(0)} ms, TBT ${load.tbt.toFixed(0)} ms, CLS ${load.cls.toFixed(3)})`,
    )
    .join('; ');

export async function phoneBench(): Promise<void> {
  const services = await startServices(port + 1, port, port + 2, {}, port + 3);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
    headless: true,
    defaultViewport: null,
  });
  const origin = `http://acme.localhost:${port}`;
  try {
    const login: Load[] = [];
    const home: Load[] = [];
    const benefits: Load[] = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      // A cold load: Lighthouse empties the cache and the origin's storage first.
      login.push(await audit(page, `${origin}/`, false));
      // Then the person logs in: cookies accepted, the email given and the password step reached
      // on the login page, as a person would, so the cache is what the login page left once the
      // password was being typed (it fetches the home page's modules then: shell/preloadHome.ts).
      // The session itself is made at the api, as the login would make it.
      await page.evaluate(() =>
        localStorage.setItem(
          'root',
          JSON.stringify({ version: 1, cookiesAccepted: true, nonNecessaryCookiesEnabled: false }),
        ),
      );
      await page.goto(`${origin}/`, { waitUntil: 'load' });
      // Typed once the live page has taken the HTML copy's place.
      await page.waitForFunction(() => !document.getElementById('static-page'));
      await page.locator('input[name="email"]').fill('employee@acme.test');
      await page.locator('button[type="submit"]').click();
      await page.waitForSelector('input[name="password"]', { visible: true });
      await page.waitForNetworkIdle({ idleTime: 500 });
      const token = await logInDirect(services.apiUrl, 'employee@acme.test');
      await page.evaluate((accessToken) => {
        localStorage.setItem('loggedIn', 'true');
        localStorage.setItem('loginCredentials', JSON.stringify({ access_token: accessToken, expires_in: null }));
      }, token);
      home.push(await audit(page, `${origin}/app/home/`, true));
      benefits.push(await audit(page, `${origin}/app/my-benefits/`, true));
      await context.close();
    }
    console.log(`\nOn a phone: Lighthouse's mobile preset on ${origin}, ${runs} loads each (score, LCP, TBT, CLS)`);
    console.log(`  /: ${describe(login)}`);
    console.log(`  /app/home/: ${describe(home)}`);
    console.log(`  /app/my-benefits/: ${describe(benefits)}`);
    console.log(
      `  the login page's scripts, styles and fonts: ${login.map((load) => (load.assetBytes / 1024).toFixed(1)).join(', ')} KB`,
    );
    // Lighthouse slows the CPU by four whatever the machine: on a slower one the same page's tasks
    // are longer and TBT and the score move with it, so the machine's speed is printed beside them.
    console.log(
      `  Lighthouse's benchmark index of this machine (median): ${median([...login, ...home, ...benefits].map((load) => load.benchmarkIndex)).toFixed(0)}`,
    );
    verdict(
      'phone: LCP of the login page, median',
      median(login.map((load) => load.lcp)),
      { atMost: 1500 },
      { unit: 'ms', digits: 0 },
    );
    verdict(
      'phone: LCP of /app/home/ after a login, median',
      median(home.map((load) => load.lcp)),
      { atMost: 2000 },
      { unit: 'ms', digits: 0 },
    );
    verdict(
      "phone: the login page's JavaScript, CSS and fonts on the wire",
      Math.max(...login.map((load) => load.assetBytes)) / 1024,
      { atMost: 250 },
      { unit: 'KB', digits: 1 },
    );
    verdict(
      'phone: Lighthouse performance of /, median',
      median(login.map((load) => load.score)),
      { atLeast: 95 },
      { digits: 0 },
    );
    verdict(
      'phone: Lighthouse performance of /app/home/, median',
      median(home.map((load) => load.score)),
      { atLeast: 95 },
      { digits: 0 },
    );
    verdict(
      'phone: Lighthouse performance of /app/my-benefits/, median',
      median(benefits.map((load) => load.score)),
      { atLeast: 95 },
      { digits: 0 },
    );
  } finally {
    await browser.close();
    await services.stop();
  }
}

// Run alone: `npx tsx bench/phone.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await phoneBench();
