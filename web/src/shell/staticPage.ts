// The login page the gateway sends as HTML (prerender.tsx) stays on screen until the live page has
// rendered it again, hidden, and then trades places with it in one frame: no spinner between two
// copies of the same page, no layout shift.

export const STATIC_PAGE_ID = 'static-page';

function staticPage(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(STATIC_PAGE_ID);
}

/** Whether the page came with the login page's HTML, which the live page should render behind. */
export function hasStaticPage(): boolean {
  return staticPage() !== null;
}

/**
 * Shows the live page in place of the HTML one (idempotent). What was typed in the HTML form
 * (by name) and where the focus was go over to the live page's fields.
 */
export function revealLivePage(): void {
  const page = staticPage();
  if (!page) return;
  const root = document.getElementById('root');
  const typed = [...page.querySelectorAll<HTMLInputElement>('input[name]')].filter((input) => input.value !== '');
  const focused =
    document.activeElement instanceof HTMLInputElement && page.contains(document.activeElement)
      ? document.activeElement.name
      : null;
  page.remove();
  if (root) root.hidden = false;
  for (const input of typed) {
    const live = root?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(input.name)}"]`);
    if (!live || live.value !== '') continue;
    // The native setter and an input event: what React (and the form's state) hears from typing.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(live, input.value);
    live.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (focused) root?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focused)}"]`)?.focus();
}
