// The cookie banner, shown until cookies are accepted, except on the cookie policy page and in a
// masquerade. It lives beside the router rather than inside the shell so it shows at the first
// paint, before any data arrives (a visitor can accept cookies while the login screen is still
// loading). Manage cookies opens the app's one cookie settings dialog (CookieSettings).
import { Box, Button, Container, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import type { createBrowserRouter } from 'react-router-dom';
import { openCookieSettings, setCookieConsent, useCookieConsent } from '../browser-storage/cookieConsent';
import { useMasquerade } from '../browser-storage/masquerade';
import { shellStrings } from './strings';

/** The app's router, or the static one the login page's HTML is drawn with (prerender.tsx). */
type Router = Pick<ReturnType<typeof createBrowserRouter>, 'subscribe' | 'state' | 'navigate'>;

export function CookieBanner({ router }: { router: Router }) {
  const { cookiesAccepted } = useCookieConsent();
  const pathname = useSyncExternalStore(
    router.subscribe,
    () => router.state.location.pathname,
    () => router.state.location.pathname,
  );
  const masquerade = useMasquerade();
  // Hidden for a masquerading user: consent is the person's to give, not support's.
  if (cookiesAccepted || masquerade || pathname.startsWith('/cookie-policy')) return null;

  return (
    <Box
      as="section"
      aria-label={shellStrings.cookieBannerTitle}
      position="fixed"
      bottom={{ base: '0', md: '6' }}
      left={{ base: '0', md: '6' }}
      right={{ base: '0', md: 'auto' }}
      maxW={{ md: 'xl' }}
      zIndex="banner"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      roundedTop="xl"
      rounded={{ md: 'xl' }}
      boxShadow="xl"
    >
      <Container px="6" py="5">
        <Stack gap="4">
          <Stack gap="1">
            <Text fontWeight="700" color="gray.900">
              {shellStrings.cookieBannerTitle}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {shellStrings.cookieBannerText}{' '}
              <Link
                href="/cookie-policy/"
                color="brand.fg"
                textDecoration="underline"
                onClick={(event) => {
                  event.preventDefault();
                  void router.navigate('/cookie-policy/');
                }}
              >
                {shellStrings.cookiePolicyLink}
              </Link>
            </Text>
          </Stack>
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={() => setCookieConsent({ cookiesAccepted: true })}>
              {shellStrings.acceptCookies}
            </Button>
            <Button variant="outline" onClick={() => openCookieSettings()}>
              {shellStrings.manageCookies}
            </Button>
          </Flex>
        </Stack>
      </Container>
    </Box>
  );
}
