// `npm run bench`: every benchmark prints its subject and its reference, measured in one run.
import { gatewayVsApi } from './gateway-vs-api.js';

await gatewayVsApi();
