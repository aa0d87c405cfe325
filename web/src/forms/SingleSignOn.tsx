// The way to single sign-on from the login and forgotten-password screens: a button that sends the
// browser to the api's /sso/start for this site (through the gateway), and the spec's full-screen
// loading overlay while the browser leaves for the identity provider.
import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

export const singleSignOnStrings = {
  button: 'Log in with single sign-on',
  redirecting: 'Redirecting to your organisation’s sign-in page...',
} as const;

/** Where single sign-on starts for a site (its domain: the subdomain prefix, or 'localhost'). */
export function singleSignOnUrl(domain: string): string {
  return `/sso/start?domain=${encodeURIComponent(domain)}`;
}

export function RedirectOverlay() {
  return (
    <Box position="fixed" inset="0" zIndex="overlay" bg="whiteAlpha.900" role="status" aria-live="polite">
      <Center h="full">
        <Stack align="center" gap="4">
          <Spinner size="xl" color="brand.fg" borderWidth="4px" />
          <Text color="gray.800" fontWeight="500">
            {singleSignOnStrings.redirecting}
          </Text>
        </Stack>
      </Center>
    </Box>
  );
}

export function SingleSignOnButton({ domain, primary = false }: { domain: string; primary?: boolean }) {
  const [leaving, setLeaving] = useState(false);
  return (
    <>
      <Button asChild colorPalette="brand" variant={primary ? 'solid' : 'outline'} size="lg" w="full" fontWeight="600">
        <a href={singleSignOnUrl(domain)} onClick={() => setLeaving(true)}>
          {singleSignOnStrings.button}
        </a>
      </Button>
      {leaving ? <RedirectOverlay /> : null}
    </>
  );
}
