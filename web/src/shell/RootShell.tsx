// The root route: the signed-in shell (AppShell.tsx, with Relay) when someone is signed in, the
// signed-out one (PublicShell.tsx, without) when not. The loader decides, so the login page of a
// first visit never loads Relay, and a login loads the signed-in shell with the page
// after it: the signed-out page stays until both are ready.
import { useLoaderData } from 'react-router-dom';
import type { PublicShellQuery } from '../__generated__/PublicShellQuery.graphql';
import { sendPlainOperation } from '../relay/plainOperations';
import { isLoggedIn } from '../browser-storage/session';
import { loadHeaderMenus } from './HeaderView';
import { publicShellQuery, PublicShell } from './PublicShell';

type AppShellModule = typeof import('./AppShell');

/** Set by the loader before it returns a signed-in shell's data, so the component has it at once. */
let appShellModule: AppShellModule | null = null;

export const loadAppShell = async (): Promise<AppShellModule> => (appShellModule ??= await import('./AppShell'));

interface PublicShellData {
  kind: 'public';
  data: PublicShellQuery['response'];
}

export async function rootShellLoader(): Promise<
  PublicShellData | Awaited<ReturnType<AppShellModule['appShellLoader']>>
> {
  if (isLoggedIn()) {
    // The header's menus come with the shell's data, so the signed-in header is drawn whole.
    const [shell] = await Promise.all([
      loadAppShell().then((module) => module.appShellLoader()),
      loadHeaderMenus().catch(() => undefined),
    ]);
    return shell;
  }
  return { kind: 'public', data: await sendPlainOperation<PublicShellQuery>(publicShellQuery, {}) };
}

/** Who is signed in can change on any navigation (login, logout, expiry), so the shell always
 *  reloads; the signed-in query's store-or-network makes that free when nothing changed. */
export function rootShellShouldRevalidate(): boolean {
  return true;
}

function isPublic(value: unknown): value is PublicShellData {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'public';
}

export function RootShell() {
  const loaded: unknown = useLoaderData();
  if (isPublic(loaded)) return <PublicShell data={loaded.data} />;
  if (!appShellModule) throw new Error('The signed-in shell was not loaded by the root loader');
  const { AppShell } = appShellModule;
  return <AppShell />;
}
