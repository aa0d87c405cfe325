// A video content embeds, from an allowed host (embeddedVideo.ts). Its player sets cookies, so it
// is loaded only while video player cookies are allowed (nonNecessaryCookiesEnabled); until then
// a placeholder says so and opens the cookie settings at that toggle. Saving the settings shows
// the player at once, with no reload, as every placeholder listens to the same consent.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { openCookieSettings, useCookieConsent } from '../browser-storage/cookieConsent';
import { videoStrings as S } from './strings';

export interface EmbeddedVideoProps {
  src: string;
  /** The host's name (YouTube, Vimeo). */
  host: string;
  title: string | null;
}

export function EmbeddedVideo({ src, host, title }: EmbeddedVideoProps) {
  const { nonNecessaryCookiesEnabled } = useCookieConsent();
  const frame = { w: 'full', aspectRatio: '16 / 9', rounded: 'lg', overflow: 'hidden' } as const;
  // The placeholder's button is gone once the player has come: whoever opened the settings from
  // it carries on from the player (or from the button, when nothing was saved), not from the top.
  const player = useRef<HTMLIFrameElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  if (nonNecessaryCookiesEnabled) {
    return (
      <Box {...frame} bg="black" my="4">
        <iframe
          ref={player}
          src={src}
          title={title ?? S.untitled}
          width="100%"
          height="100%"
          style={{ border: 0, display: 'block' }}
          loading="lazy"
          allow="encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          // The players need their own origin's scripts; nothing else is granted to them.
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          // Players refuse to play without knowing the embedding site; the page itself sends no referrer.
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Box>
    );
  }

  return (
    <Box
      {...frame}
      aspectRatio={{ base: 'auto', sm: '16 / 9' }}
      my="4"
      bg="gray.100"
      borderWidth="1px"
      borderColor="gray.300"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p={{ base: '5', md: '8' }}
      data-video-placeholder=""
    >
      <Stack gap="3" align="center" textAlign="center" maxW="md">
        <Box
          aria-hidden="true"
          boxSize="12"
          rounded="full"
          bg="white"
          borderWidth="1px"
          borderColor="gray.300"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          <Box
            as="span"
            w="0"
            h="0"
            ms="1"
            borderTop="9px solid transparent"
            borderBottom="9px solid transparent"
            borderLeftWidth="14px"
            borderLeftStyle="solid"
            borderLeftColor="gray.700"
          />
        </Box>
        <Text fontWeight="700" color="gray.900">
          {S.placeholderTitle(title)}
        </Text>
        <Text color="gray.800" fontSize="sm">
          {S.placeholderText(host)}
        </Text>
        <Button
          ref={button}
          size="sm"
          colorPalette="brand"
          onClick={() => openCookieSettings('video', () => player.current ?? button.current)}
        >
          {S.changeSettings}
        </Button>
      </Stack>
    </Box>
  );
}
