// npm start's check of the Node.js version against package.json's engines.
import { nodeVersionProblem } from '../scripts/node-version.mjs';

test('a version at or above the least one starts; one below is told which to install', () => {
  expect(nodeVersionProblem('20.19.0', '>=20.19')).toBeNull();
  expect(nodeVersionProblem('20.20.2', '>=20.19')).toBeNull();
  expect(nodeVersionProblem('24.11.1', '>=20.19')).toBeNull();
  expect(nodeVersionProblem('20.18.3', '>=20.19')).toMatch(/^The portal needs Node\.js 20\.19 or newer .* this is Node\.js 20\.18\.3\./);
  expect(nodeVersionProblem('18.20.0', '>=20.19')).not.toBeNull();
});
