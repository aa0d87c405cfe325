// The shell query's data for the screens under it (the viewer for guards, the site for titles).
import { createContext, useContext } from 'react';
import type { AppShellQuery$data } from '../__generated__/AppShellQuery.graphql';

export const ShellContext = createContext<AppShellQuery$data | null>(null);

export function useShellData(): AppShellQuery$data {
  const data = useContext(ShellContext);
  if (!data) throw new Error('useShellData outside the AppShell');
  return data;
}

export function useBrandName(): string {
  const data = useShellData();
  return data.viewer?.client?.theme.benefitBrandName ?? data.site.theme.benefitBrandName;
}
