import DOMPurify from 'dompurify';

/**
 * CMS HTML made safe to render: no scripts, handlers, forms or frames. The page already shows the
 * title as its h1, so a leading heading that repeats it is dropped and CMS h1s become h2s.
 */
export function sanitizeCmsHtml(html: string, title?: string): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    RETURN_DOM_FRAGMENT: true,
  });
  const first = fragment.firstElementChild;
  if (
    first &&
    /^H[1-6]$/.test(first.tagName) &&
    title &&
    first.textContent?.trim().toLowerCase() === title.toLowerCase()
  ) {
    first.remove();
  }
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML.trim().replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2');
}
