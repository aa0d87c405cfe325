// CMS HTML, already sanitised (sanitizeCmsHtml), drawn as HTML with each embedded video's marker
// filled by EmbeddedVideo: the placeholder, or the player once video player cookies are allowed.
// The markers are React portals into the HTML, so a video keeps the app's theme and consent.
import { Box } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { EmbeddedVideo } from './EmbeddedVideo';
import { embeddedVideoOf, VIDEO_MARKER, VIDEO_SRC, VIDEO_TITLE } from '../format/embeddedVideo';

export function CmsHtml({ html }: { html: string }) {
  // New HTML is a new body: its markers are other elements, so the portals start again.
  return <CmsHtmlBody key={html} html={html} />;
}

function CmsHtmlBody({ html }: { html: string }) {
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const videos = useMemo(
    () =>
      [...(body?.querySelectorAll<HTMLElement>(`[${VIDEO_MARKER}]`) ?? [])].flatMap((marker) => {
        // Checked again where it is drawn: a marker is trusted for nothing.
        const video = embeddedVideoOf(marker.getAttribute(VIDEO_SRC));
        return video ? [{ marker, ...video, title: marker.getAttribute(VIDEO_TITLE) }] : [];
      }),
    [body],
  );
  return (
    <>
      <Box ref={setBody} className="static-content" dangerouslySetInnerHTML={{ __html: html }} />
      {videos.map(({ marker, src, host, title }, index) =>
        createPortal(<EmbeddedVideo src={src} host={host} title={title} />, marker, `${index}-${src}`),
      )}
    </>
  );
}
