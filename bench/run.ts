// `npm run bench`: every benchmark prints its subject and its reference, measured in one run.
import { gatewayVsApi } from './gateway-vs-api.js';
import { benefitsList } from './benefits-list.js';
import { employeeTables } from './employee-tables.js';
import { reportsBench } from './reports.js';
import { dataLoadsBench } from './data-loads.js';
import { insights } from './insights.js';
import { benefitTakeup } from './benefit-takeup.js';
import { webPages } from './web-pages.js';
import { phoneBench } from './phone.js';
import { loadTest } from './load.js';
import { stackFloor } from './stack-floor.js';
import { forgotPasswordBench } from './forgot-password.js';
import { verdicts } from './verdict.js';

await gatewayVsApi();
// The gateway's CPU a page against the least the chosen stack can do, for context (about 2 minutes).
if (process.argv.includes('--stack-floor')) await stackFloor();
await benefitsList();
// The built app (npm run build) as the browser loads it.
await webPages();
// The same app on a phone, audited by Lighthouse's mobile preset (about 4 minutes), only when asked.
if (process.argv.includes('--phone')) await phoneBench();
// Seeds 100 000 employees (or --employees N) into each database on first use, so it runs only when asked.
if (process.argv.includes('--employee-tables')) await employeeTables();
// A 100 000-row payroll report on an in-memory database: first byte and memory as rows grow.
await reportsBench();
// A 100 000-row employee file checked as a dry run, against plain csv-parse of the same bytes.
await dataLoadsBench();
// The forgotten password's answer for a known email against an unknown one's: nothing to tell apart.
await forgotPasswordBench();
// Seeds 100 000 employees and a year of logins in memory, so it too runs only when asked.
if (process.argv.includes('--insights')) await insights();
// Benefit take-up at 100 000 employees on the PostgreSQL server (BENCH_DATABASE_SERVER), seeded once.
if (process.argv.includes('--takeup')) await benefitTakeup();
// A mix of logins, home, benefits, the employees page and writes through the gateway for
// BENCH_LOAD_SECONDS (60) at 70 % of the rate the machine holds, on the PostgreSQL server.
if (process.argv.includes('--load')) await loadTest();

// The budgets printed with bench/verdict.ts that were missed (gateway-vs-api and web-pages print their own).
const missed = verdicts().filter((line) => !line.pass);
console.log(`
${verdicts().length - missed.length} of ${verdicts().length} budgets met${missed.length ? '; missed:' : ''}`);
for (const line of missed) console.log(`  ${line.name}: ${line.measured} vs ${line.budget} FAIL`);
