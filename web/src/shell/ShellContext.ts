// The shell's data for the screens under it (the viewer for guards, the site for titles): the
// signed-in shell's query, or the signed-out shell's, which has no viewer.
import { createContext, useContext } from 'react';
import type { AppShellQuery$data } from '../__generated__/AppShellQuery.graphql';

export interface ShellData {
  readonly site: { readonly theme: AppShellQuery$data['site']['theme'] };
  readonly viewer: AppShellQuery$data['viewer'];
}

export const ShellContext = createContext<ShellData | null>(null);

export function useShellData(): ShellData {
  const data = useContext(ShellContext);
  if (!data) throw new Error('useShellData outside the shell');
  return data;
}

/** What a session may do, as the gateway tells the shell (Viewer.can). */
export type Permission = Exclude<keyof NonNullable<AppShellQuery$data['viewer']>['can'], ' $fragmentType'>;

/**
 * Whether this session may do it (Viewer.can, the gateway's reading of the api's access
 * declarations): a screen offers a step only when this is true, and decides nothing itself.
 * False outside a signed-in shell.
 */
export function useCan(permission: Permission): boolean {
  return useContext(ShellContext)?.viewer?.can[permission] ?? false;
}

export function useBrandName(): string {
  const data = useShellData();
  return data.viewer?.client?.theme.benefitBrandName ?? data.site.theme.benefitBrandName;
}
