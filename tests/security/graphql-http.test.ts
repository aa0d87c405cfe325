// The gateway speaks GraphQL over HTTP as the GraphQL-over-HTTP spec (graphql-http's audit) demands.
// Every MUST passes; SHOULDs and MAYs are printed so a regression is visible in the log.
import { auditServer } from 'graphql-http';
import { startStack, type Stack } from '../integration/services.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 60_000);
afterAll(async () => {
  await stack?.stop();
});

test('the gateway passes every MUST of the GraphQL over HTTP audit', async () => {
  const results = await auditServer({ url: `${stack.gatewayUrl}/graphql` });
  const failedMusts = results.filter((result) => result.status === 'error');
  const warnings = results.filter((result) => result.status === 'warn').map((result) => `${result.id} ${result.name}`);
  if (warnings.length > 0) console.log(`graphql-http audit warnings:\n${warnings.join('\n')}`);
  expect(failedMusts.map((result) => `${result.name}: ${'reason' in result ? result.reason : ''}`)).toEqual([]);
});
