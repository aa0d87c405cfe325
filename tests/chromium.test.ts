// Chromium reads only the last `--disable-features` it is given, so the suite's own list must keep
// every feature Playwright disables: this fails when a Playwright upgrade changes that list.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromiumArgs, playwrightDisabledFeatures } from './chromium';

const require = createRequire(import.meta.url);

test("the suite's chromium flags keep every feature Playwright disables", () => {
  const bundle = readFileSync(require.resolve('playwright-core/lib/coreBundle'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1];
  expect(list).toBeDefined();
  const playwrights = [...list!.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]);
  expect(playwrights.length).toBeGreaterThan(0);
  expect(playwrightDisabledFeatures).toEqual(playwrights);

  const ours = chromiumArgs.filter((arg) => arg.startsWith('--disable-features='));
  expect(ours).toHaveLength(1);
  expect(ours[0]!.slice('--disable-features='.length).split(',')).toEqual(expect.arrayContaining(playwrights));
});
