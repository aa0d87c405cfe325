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

/** The stored consent (browser-storage/cookieConsent.ts), read here without that module's imports. */
function acceptedInStorage(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem('root') ?? 'null') as { cookiesAccepted?: unknown } | null;
    return stored?.cookiesAccepted === true;
  } catch {
    return false;
  }
}

/** The text of the HTML page's button pressed before the live page was there, if one was. */
let pressed: string | null = null;

/**
 * Keeps what someone does on the HTML page before the live one is there (main.tsx): a press of one of its
 * buttons (a submit, whether clicked or by Enter, is a click on the form's button) goes to the live
 * page's button of the same name when it is shown. Links work as they are.
 */
export function holdStaticPage(): void {
  const page = staticPage();
  // Consent given before the consent cookie existed: the gateway could not know, the banner goes.
  if (acceptedInStorage()) page?.querySelector('[data-cookie-banner]')?.remove();
  page?.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      event.preventDefault();
      pressed = button.textContent;
    },
    true,
  );
}

/**
 * Shows the live page in place of the HTML one (idempotent), in the same frame. What was typed in
 * the HTML form (by field name), where the focus was and a button pressed go over to the live page.
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
  if (!root) return;
  root.hidden = false;
  const press = pressed;
  pressed = null;
  // Once the render that revealed the page has finished: React hears these as it hears typing.
  queueMicrotask(() => {
    for (const input of typed) {
      const live = root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(input.name)}"]`);
      if (!live || live.value !== '') continue;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(live, input.value);
      live.dispatchEvent(new Event('input', { bubbles: true }));
    }
    if (focused) root.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focused)}"]`)?.focus();
    if (press !== null) [...root.querySelectorAll('button')].find((button) => button.textContent === press)?.click();
  });
}
