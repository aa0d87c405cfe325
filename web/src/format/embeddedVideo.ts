// Which embedded videos content may show: an https URL on one of the contract's video hosts,
// under its player's path, naming one video. Anything else names no video.
import { embeddedVideoHosts } from '@portal/contract/constants';

export interface EmbeddedVideoSource {
  /** The player's URL, rebuilt from its parts: no credentials, no fragment. */
  src: string;
  /** The host's name as the placeholder gives it (YouTube, Vimeo). */
  host: string;
}

export function embeddedVideoOf(src: string | null | undefined): EmbeddedVideoSource | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const host = embeddedVideoHosts.find(
    (each) => each.origin === url.origin && url.pathname.startsWith(each.pathPrefix),
  );
  // One video: a single id after the player's path (a YouTube id, a Vimeo number).
  if (!host || !/^[\w-]+$/.test(url.pathname.slice(host.pathPrefix.length))) return null;
  return { src: `${url.origin}${url.pathname}${url.search}`, host: host.name };
}

/** The attributes of the marker the sanitiser leaves where an allowed video was (CmsHtml draws it). */
export const VIDEO_MARKER = 'data-cms-video';
export const VIDEO_SRC = 'data-video-src';
export const VIDEO_TITLE = 'data-video-title';
