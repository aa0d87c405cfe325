import DOMPurify from 'dompurify';
import { embeddedVideoOf, VIDEO_MARKER, VIDEO_SRC, VIDEO_TITLE } from './embeddedVideo';

export interface SanitizeOptions {
  /**
   * Keep videos embedded from the allowed hosts (embeddedVideo.ts), each as an empty marker that
   * CmsHtml draws: the player only once video player cookies are allowed. Only for HTML shown
   * through CmsHtml; elsewhere every frame is dropped.
   */
  videos?: boolean;
}

/**
 * CMS HTML made safe to render: no scripts, handlers, forms or frames, and no data attributes
 * (the video markers are ours alone). The page already shows the title as its h1, so a leading
 * heading that repeats it is dropped and CMS h1s become h2s.
 */
export function sanitizeCmsHtml(html: string, title?: string, options: SanitizeOptions = {}): string {
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_TAGS: options.videos ? ['iframe'] : [],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'object', 'embed', ...(options.videos ? [] : ['iframe'])],
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const frame of fragment.querySelectorAll('iframe')) replaceFrame(frame);
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

/**
 * A frame from an allowed video host becomes a marker carrying only its checked URL and title;
 * any other frame goes. A marker never sits inside a paragraph: it takes the paragraph's place
 * after it, and a paragraph left empty goes too.
 */
function replaceFrame(frame: HTMLIFrameElement): void {
  const video = embeddedVideoOf(frame.getAttribute('src'));
  const paragraph = frame.parentElement?.closest('p');
  if (video) {
    const marker = document.createElement('div');
    marker.setAttribute(VIDEO_MARKER, '');
    marker.setAttribute(VIDEO_SRC, video.src);
    const title = frame.getAttribute('title')?.trim().slice(0, 200);
    if (title) marker.setAttribute(VIDEO_TITLE, title);
    if (paragraph) paragraph.after(marker);
    else frame.before(marker);
  }
  frame.remove();
  if (paragraph && !paragraph.textContent?.trim() && !paragraph.querySelector('img')) paragraph.remove();
}
