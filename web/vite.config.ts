import { transformAsync } from '@babel/core';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { brandFonts } from './brandFonts';
import { chakraGlobalStyles } from './chakraGlobalStyles';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const artifactDirectory = fileURLToPath(new URL('./src/__generated__', import.meta.url));

/**
 * plugin-react 6 no longer runs Babel, so the `graphql` tags are turned into imports of the
 * relay-compiler artifacts here. Only files that contain a tag pay for the Babel pass.
 */
function relay(): Plugin {
  return {
    name: 'portal:relay',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('graphql`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        plugins: [['babel-plugin-relay', { artifactDirectory, eagerEsModules: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * Keeps what the app's entry loads before anything else (the modules index.html reaches through
 * static imports) in one chunk. Left alone, Rolldown gives each module the entry shares with a lazy
 * route a chunk of its own: the login page loaded 53 scripts, each with its own imports, exports
 * and gzip overhead. The entry module itself stays out (it renders the app), and so does what
 * GraphiQL's page also uses (React), which must not run the app's modules.
 */
function entryGroup(): {
  plugin: Plugin;
  test: (id: string) => boolean;
  sharedTest: (id: string) => boolean;
  loginTest: (id: string) => boolean;
} {
  const grouped = new Set<string>();
  const shared = new Set<string>();
  const login = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:entry-group',
    apply: 'build',
    buildEnd() {
      const reach = (start: string[]) => {
        const seen = new Set<string>();
        const stack = [...start];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const html = entries.filter((id) => id.endsWith('/index.html'));
      const others = reach(entries.filter((id) => !html.includes(id)));
      // The entry (main.tsx) imports the app (app.tsx) once the page has painted: what the app
      // reaches from there is what the entry used to reach.
      const entryModules = html.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      const appModules = entryModules.flatMap((id) =>
        (this.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((dynamic) => dynamic.endsWith('/src/app.tsx')),
      );
      const app = [...html, ...appModules];
      const appEntryModules = new Set([...entryModules, ...appModules]);
      // What the entry itself imports runs before the first paint: not in the app's chunk.
      const beforePaint = reach(entryModules);
      grouped.clear();
      shared.clear();
      const appReach = reach(app);
      for (const id of appReach) {
        if (others.has(id)) shared.add(id);
        else if (!app.includes(id) && !appEntryModules.has(id) && !beforePaint.has(id)) grouped.add(id);
      }
      login.clear();
      const loginScreen = [...this.getModuleIds()].find((id) => id.endsWith('/src/features/session/LoginRoute.tsx'));
      for (const id of loginScreen ? reach([loginScreen]) : []) {
        if (!appReach.has(id) && !others.has(id)) login.add(id);
      }
    },
  };
  // The app's own modules: their libraries come along with them, but a library only lazy routes
  // use (reached through a package's index) does not.
  return {
    plugin,
    test: (id) => grouped.has(id) && id.includes('/web/src/'),
    sharedTest: (id) => shared.has(id) && /node_modules\/(react|react-dom|scheduler)\//.test(id),
    loginTest: (id) => login.has(id) && id.includes('/web/src/'),
  };
}

const entry = entryGroup();

/**
 * Preloads the app's chunk and the chunks it imports from index.html, as Vite does for an entry's
 * own imports: main.tsx imports the app dynamically, and the scripts should not wait for main.js
 * to be fetched and run before they are requested. The gateway drops these (data-app-script) from
 * a page that carries the login page's HTML, which paints before the app is fetched.
 */
function preloadApp(): Plugin {
  return {
    name: 'portal:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.path.endsWith('/index.html')) return html;
        const chunkOf = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' ? output : null;
        };
        const app = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/app.tsx'),
        );
        if (!app) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          chunkOf(fileName)?.imports.forEach(visit);
        };
        visit(app.fileName);
        // The build's copy of Chakra's global style sheet, which the app imports once it has run
        // unless the page's HTML carries the sheet (src/site/system.ts).
        const sheet = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/site/globalSheet.ts'),
        );
        if (sheet) visit(sheet.fileName);
        const links = [...files]
          .filter((fileName) => !html.includes(`/${fileName}"`))
          .map((fileName) => `<link rel="modulepreload" crossorigin href="/${fileName}" data-app-script>`)
          .join('');
        return html.replace('</head>', `${links}</head>`);
      },
    },
  };
}

/**
 * `vite build --ssr`: the login page's HTML renderer (src/prerender.tsx) for the gateway, one
 * self-contained module (its libraries bundled in) that the gateway imports at run time.
 */
const ssrBuild = defineConfig({
  root: webRoot,
  plugins: [relay(), react(), chakraGlobalStyles()],
  ssr: { noExternal: true },
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: { prerender: fileURLToPath(new URL('./src/prerender.tsx', import.meta.url)) },
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : appBuild));

const appBuild = defineConfig({
  root: webRoot,
  // Each script, style and image is also written brotli- and gzip-compressed at build time, for the
  // gateway to send as the browser accepts (the login page moved 1.05 MB uncompressed).
  plugins: [
    relay(),
    react(),
    chakraGlobalStyles(),
    entry.plugin,
    preloadApp(),
    brandFonts(),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|svg|json)$/, threshold: 1024 }),
  ],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // GraphiQL's editor (Monaco) is one ~2.8 MB chunk, loaded only by graphiql.html.
    chunkSizeWarningLimit: 3000,
    // bench/web-pages.ts reads which chunks the app (not GraphiQL) can load.
    manifest: true,
    rollupOptions: {
      // Chakra's theme module builds `defaultThemeConfig` (every recipe) with defineConfig, an
      // identity function the bundler cannot see through; marked pure, the unused config and the
      // recipes only it holds are left out (site/system.ts picks the recipes the app uses).
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper, which the entry uses too: in the app-shell chunk it would make the
            // entry import (and so fetch and run) that chunk before the login page's HTML is painted.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 30 },
            // What the entry runs before the first paint (the login page's HTML copy kept until the
            // app replaces it): in a chunk of its own, whichever of the app's modules import it too.
            // In the app-shell chunk it made the entry fetch React and the app before the paint.
            { name: 'static-page', test: /\/src\/shell\/staticPage\.ts$/, priority: 30 },
            { name: 'react', test: entry.sharedTest, priority: 20 },
            { name: 'app-shell', test: entry.test, priority: 10 },
            // The login screen and what only it and later screens import, in one chunk: left alone,
            // it came as 17 chunks, and the import of each adds a preload link to the page, in the
            // task that starts the route (35 ms of a slow machine's main thread, four times that on
            // a phone). Later screens that share a module with it load this chunk too, from the cache.
            { name: 'login', test: entry.loginTest, priority: 5 },
          ],
        },
      },
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./graphiql.html', import.meta.url)),
      },
    },
  },
  // Pre-bundle the app's dependencies only: GraphiQL's Monaco workers (`?worker` imports) cannot
  // be pre-bundled, and in development the IDE is served, built, by the gateway at /graphiql.
  optimizeDeps: { entries: ['index.html'], exclude: ['graphiql', '@graphiql/react'] },
  server: {
    // The Host header passes through, so acme.localhost:5173 is themed as Acme.
    proxy: { '/graphql': { target: 'http://localhost:4000', changeOrigin: false } },
  },
});
