// The browser tab's title. Every page but the crash and not-found pages (which may render
// outside the shell) is titled "{page} | {brand}" (the spec: "the login label plus the
// benefit brand name", "{title} | {brand}").
import { useEffect } from 'react';
import { useBrandName } from './ShellContext';

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

export function usePageTitle(page: string): void {
  useDocumentTitle(`${page} | ${useBrandName()}`);
}
