import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The web build's login page renderer (web/src/prerender.tsx, built into web/dist-ssr). */
interface LoginPageModule {
  loginPageQueries: { shell: string | null | undefined; login: string | null | undefined };
  renderLoginPage(data: { shell: unknown; login: unknown; cookieBanner: boolean }): Promise<string>;
}

/** Runs one query for the site a host names, as a signed-out browser would; null when it fails. */
export type ExecuteForHost = (query: string, host: string | undefined) => Promise<unknown>;

/** Rendered pages kept, by their data: the demo's three sites and a few theme edits. */
const KEPT = 32;

/**
 * The login page of the site a host names, as HTML for index.html (web-app.ts), drawn from the
 * same two queries the live page's loaders send: painted from the page itself, before any script
 * runs. Null (the page is served without it) when there is no renderer built, or the data or the
 * render fails: the live page then draws it as before.
 */
export function loginPageRenderer(options: {
  webSsr: string;
  documentsFile: string;
  execute: ExecuteForHost;
  logError?: (error: unknown) => void;
}): (host: string | undefined, cookieBanner: boolean) => Promise<string | null> {
  const modulePath = join(options.webSsr, 'prerender.js');
  // Loaded again when a build replaces it, as index.html is read at each request.
  let loaded: { at: number; module: Promise<LoginPageModule> } | null = null;
  let documents: { at: number; texts: Promise<Record<string, string>> } | null = null;
  const rendered = new Map<string, string>();

  const current = async () => {
    const [moduleAt, documentsAt] = await Promise.all([
      stat(modulePath).then((file) => file.mtimeMs),
      stat(options.documentsFile).then((file) => file.mtimeMs),
    ]);
    if (loaded?.at !== moduleAt) {
      loaded = {
        at: moduleAt,
        module: import(`${pathToFileURL(modulePath).href}?${moduleAt}`) as Promise<LoginPageModule>,
      };
      rendered.clear();
    }
    if (documents?.at !== documentsAt) {
      documents = {
        at: documentsAt,
        texts: readFile(options.documentsFile, 'utf8').then((text) => JSON.parse(text) as Record<string, string>),
      };
    }
    return Promise.all([loaded.module, documents.texts]);
  };

  return async (host, cookieBanner) => {
    try {
      const [module, texts] = await current();
      const { shell: shellId, login: loginId } = module.loginPageQueries;
      const shellText = shellId ? texts[shellId] : undefined;
      const loginText = loginId ? texts[loginId] : undefined;
      if (!shellText || !loginText) return null;
      const [shell, login] = await Promise.all([options.execute(shellText, host), options.execute(loginText, host)]);
      if (!shell || !login) return null;
      const key = JSON.stringify([shell, login, cookieBanner]);
      let html = rendered.get(key);
      if (html === undefined) {
        html = await module.renderLoginPage({ shell, login, cookieBanner });
        if (rendered.size >= KEPT) rendered.delete(rendered.keys().next().value!);
        rendered.set(key, html);
      }
      return html;
    } catch (error) {
      // No renderer built (web/dist-ssr) is not an error: the app draws the page itself.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') options.logError?.(error);
      return null;
    }
  };
}
