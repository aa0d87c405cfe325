// npm start's check of the Node.js version against package.json's engines.
import { nodeVersionAdvice, nodeVersionProblem } from '../scripts/node-version.mjs';

test('a version at or above the least one starts; one below is told which to install', () => {
  expect(nodeVersionProblem('20.19.0', '>=20.19')).toBeNull();
  expect(nodeVersionProblem('20.20.2', '>=20.19')).toBeNull();
  expect(nodeVersionProblem('24.11.1', '>=20.19')).toBeNull();
  expect(nodeVersionProblem('20.18.3', '>=20.19')).toMatch(
    /^The portal needs Node\.js 20\.19 or newer .* this is Node\.js 20\.18\.3\./,
  );
  expect(nodeVersionProblem('18.20.0', '>=20.19')).not.toBeNull();
});

test('a release line past its end of life starts with a warning to move to Node.js 24; a supported one starts quietly', () => {
  expect(nodeVersionAdvice('20.20.2', new Date('2026-11-28'))).toMatch(
    /^Node\.js 20 stopped getting security fixes on 2026-04-30\. The portal runs on Node\.js 24/,
  );
  expect(nodeVersionAdvice('20.20.2', new Date('2026-04-30'))).toBeNull();
  expect(nodeVersionAdvice('24.22.3', new Date('2026-11-28'))).toBeNull();
  expect(nodeVersionAdvice('22.15.0', new Date('2026-11-28'))).toBeNull();
});
