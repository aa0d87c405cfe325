// The build's copy of Chakra's global style sheet (chakraGlobalStyles.ts): Chakra's module is changed
// only where expected, and the system still makes the sheet when nothing replaced it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { withLazyGlobal } from './chakraGlobalStyles';

const require = createRequire(import.meta.url);
const chakraSystemModule = () =>
  readFileSync(
    join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/styled-system/system.js'),
    'utf8',
  );

test("the installed Chakra's system makes its global sheet when it is read, not when the system is made", () => {
  const patched = withLazyGlobal(chakraSystemModule());
  expect(patched).not.toContain('const _global = [');
  expect(patched).toContain('let _global;');
  expect(patched).toMatch(
    /get _global\(\) \{ return _global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]; \},/,
  );
});

test('a Chakra whose system module reads otherwise stops the build', () => {
  expect(() => withLazyGlobal('function createSystem() { return {}; }')).toThrow(/update the plugin/);
  const twice = `${chakraSystemModule()}\nconst _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];`;
  expect(() => withLazyGlobal(twice)).toThrow(/update the plugin/);
});
