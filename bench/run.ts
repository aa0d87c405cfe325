// `npm run bench`: every benchmark prints its subject and its reference, measured in one run.
import { gatewayVsApi } from './gateway-vs-api.js';
import { benefitsList } from './benefits-list.js';
import { employeeTables } from './employee-tables.js';

await gatewayVsApi();
await benefitsList();
// Seeds 100 000 employees into each database on first use, so it runs only when asked.
if (process.argv.includes('--employee-tables')) await employeeTables();
