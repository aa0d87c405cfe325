// Chakra's createSystem works out the system's global style sheet (its reset, its global CSS and a
// custom property for each token: 26 KB of CSS) as it makes the system, and emotion serialises the
// sheet again when ChakraProvider first renders. The sheet is the same on every load (a brand is
// CSS variables, src/site/system.ts), yet it was 80 ms of a phone's main thread on each first load.
// The build works it out once instead: Chakra's module is changed to make the sheet only when it is
// read, and the app's system carries the build's copy (src/site/system.ts), so the browser never
// makes it. The login page's HTML carries the sheet already, so the copy is a module of its own,
// which that page does not fetch.
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';

const SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED = /^(\s*)_global,$/m;

/**
 * Chakra's system module with `_global` made when first read rather than when the system is made.
 * Throws when the module no longer reads as expected (a Chakra upgrade), so the build stops rather
 * than ship a page that makes the sheet twice or not at all.
 */
export function withLazyGlobal(source: string): string {
  const eager = source.split(EAGER).length - 1;
  const returned = source.match(new RegExp(RETURNED.source, 'gm'))?.length ?? 0;
  if (eager !== 1 || returned !== 1) {
    throw new Error(
      "Chakra's createSystem no longer makes `_global` as web/chakraGlobalStyles.ts expects: check the new version's styled-system/system.js and update the plugin",
    );
  }
  return source
    .replace(EAGER, 'let _global;')
    .replace(RETURNED, '$1get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },');
}

/**
 * The build's plugin: the sheet as the constant __CHAKRA_GLOBAL_STYLES__ (src/site/globalSheet.ts),
 * its name as __CHAKRA_GLOBAL_STYLES_NAME__ (src/site/system.ts), and Chakra's module changed. The
 * name is a constant of its own because a define is pasted where it is read: the app's chunk, which
 * needs only the name to find the login page's sheet, would otherwise carry the whole 26 KB again.
 */
export function chakraGlobalStyles(): Plugin {
  return {
    name: 'portal:chakra-global-styles',
    apply: 'build',
    async config() {
      // The system as the browser makes it, made here in Node (Chakra's own module, unchanged).
      const { portalSystem } = await import('./src/site/system');
      const { name, styles } = serializeStyles([portalSystem()._global]);
      return {
        define: {
          __CHAKRA_GLOBAL_STYLES__: JSON.stringify({ name, styles }),
          __CHAKRA_GLOBAL_STYLES_NAME__: JSON.stringify(name),
        },
      };
    },
    transform(code, id) {
      return SYSTEM_MODULE.test(id) ? { code: withLazyGlobal(code), map: null } : null;
    },
  };
}
