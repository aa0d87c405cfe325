// The welcome carousel of the first login (the spec: showWelcomeModal "triggers a
// required welcome carousel"; "fetching the carousel content clears the requirement"). It reads
// its slides as it opens, then walks through them, slide n of m, with Back and Next, and closes
// only with "Get started" on the last: required, so no close button, Escape or click outside.
// The dialog traps focus; the slide's words are a polite live region, so Next is heard; Back on
// the first slide is aria-disabled rather than disabled, so the focus on it is never lost.
// If the slides cannot be read the generic error offers a retry, and Close: the requirement is
// still on the server, so the carousel comes back at the next visit rather than trapping anyone.
import { Box, Button, Center, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { useReadWelcomeCarouselMutation$data } from '../../__generated__/useReadWelcomeCarouselMutation.graphql';
import { ModalDialog } from '../../shell/ModalDialog';
import { homeStrings as S } from './strings';
import { useReadWelcomeCarouselMutation } from './useReadWelcomeCarouselMutation';

type Slide = useReadWelcomeCarouselMutation$data['readWelcomeCarousel']['slides'][number];
type Content = { status: 'loading' } | { status: 'error' } | { status: 'ready'; slides: readonly Slide[] };

export function WelcomeCarousel({ brand }: { brand: string }) {
  const [open, setOpen] = useState(true);
  const [content, setContent] = useState<Content>({ status: 'loading' });
  const [index, setIndex] = useState(0);
  const [read] = useReadWelcomeCarouselMutation();
  const requested = useRef(false);
  const primary = useRef<HTMLButtonElement>(null);

  const fetchSlides = useCallback(
    () =>
      read({ input: {} }).then(
        ({ readWelcomeCarousel: payload }) =>
          setContent(payload.errors.length > 0 ? { status: 'error' } : { status: 'ready', slides: payload.slides }),
        () => setContent({ status: 'error' }),
      ),
    [read],
  );

  useEffect(() => {
    // Once, even under StrictMode's second run: each read is a request that changes the server.
    if (requested.current) return;
    requested.current = true;
    void fetchSlides();
  }, [fetchSlides]);

  // The dialog opened while the slides were loading, with nothing to focus: once they (or the
  // error) arrive, the focus goes to the way on, inside the dialog.
  useEffect(() => {
    if (content.status !== 'loading') primary.current?.focus();
  }, [content.status]);

  const retry = () => {
    setContent({ status: 'loading' });
    void fetchSlides();
  };

  const slides = content.status === 'ready' ? content.slides : [];
  const slide = slides[index];
  const last = index >= slides.length - 1;
  // Content with no slides has nothing to walk through: the carousel may simply be closed.
  const finished = content.status === 'ready' && (slides.length === 0 || last);

  return (
    <ModalDialog
      open={open}
      onClose={() => (content.status === 'error' ? setOpen(false) : undefined)}
      title={slide?.title ?? S.welcomeTitle(brand)}
      closable={false}
      maxW="lg"
      footer={
        content.status === 'ready' ? (
          <Stack direction="row" gap="3" w="full" justify="space-between">
            <Button
              variant="outline"
              aria-disabled={index === 0}
              opacity={index === 0 ? 0.5 : 1}
              cursor={index === 0 ? 'not-allowed' : 'pointer'}
              onClick={() => setIndex((current) => Math.max(0, current - 1))}
            >
              {S.back}
            </Button>
            <Button
              ref={primary}
              colorPalette="brand"
              onClick={() => (finished ? setOpen(false) : setIndex((current) => current + 1))}
            >
              {finished ? S.getStarted : S.next}
            </Button>
          </Stack>
        ) : content.status === 'error' ? (
          <Stack direction="row" gap="3">
            <Button variant="outline" onClick={() => setOpen(false)}>
              {S.close}
            </Button>
            <Button ref={primary} colorPalette="brand" onClick={retry}>
              {S.tryAgain}
            </Button>
          </Stack>
        ) : null
      }
    >
      {content.status === 'loading' ? (
        <Center py="10" gap="3" role="status">
          <Spinner color="brand.fg" />
          <Text color="gray.700">{S.loading}</Text>
        </Center>
      ) : content.status === 'error' ? (
        <Text color="gray.800" role="alert">
          {S.failed}
        </Text>
      ) : (
        <Stack gap="5" aria-roledescription="carousel" role="group" aria-label={S.welcomeTitle(brand)}>
          {slide?.image ? (
            <Image src={slide.image} alt="" rounded="xl" maxH="48" objectFit="cover" w="full" />
          ) : (
            <SlideArt slide={index} />
          )}
          <Box
            aria-live="polite"
            aria-atomic="true"
            role="group"
            aria-roledescription="slide"
            aria-label={S.slideOf(index + 1, slides.length)}
          >
            {slide ? (
              <>
                <Text srOnly>{slide.title}</Text>
                <Text color="gray.800" fontSize="md">
                  {slide.text}
                </Text>
              </>
            ) : null}
            <Text mt="4" fontSize="sm" fontWeight="600" color="gray.700">
              {S.slideOf(Math.min(index + 1, slides.length), slides.length)}
            </Text>
          </Box>
          <Stack direction="row" gap="2" justify="center" aria-hidden="true">
            {slides.map((each, dot) => (
              <Box
                key={`${dot}-${each.title}`}
                h="2"
                w={dot === index ? '6' : '2'}
                rounded="full"
                bg={dot === index ? 'brand.solid' : 'gray.300'}
                transition="width 150ms"
              />
            ))}
          </Stack>
        </Stack>
      )}
    </ModalDialog>
  );
}

/** A slide without an image of its own gets the brand's circles, as the home page header has. */
function SlideArt({ slide }: { slide: number }) {
  return (
    <Box aria-hidden="true" position="relative" h="32" rounded="xl" overflow="hidden" bg="accent.solid">
      <Box
        position="absolute"
        boxSize="40"
        rounded="full"
        bg="brand.solid"
        opacity="0.9"
        right={`${-8 + slide * 12}%`}
        top="-12"
      />
      <Box
        position="absolute"
        boxSize="16"
        rounded="full"
        bg="brand.60"
        opacity="0.7"
        left={`${10 + slide * 18}%`}
        bottom="-4"
      />
    </Box>
  );
}
