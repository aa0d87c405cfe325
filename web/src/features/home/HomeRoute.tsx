// Route /app/home/: the greeting and, for a user on probation, the probation notice.
import { Alert, Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useLocation } from 'react-router-dom';
import type { HomeRouteQuery } from '../../__generated__/HomeRouteQuery.graphql';
import { preloadQuery } from '../../relay/preload';
import { useBrandName, useShellData } from '../../shell/ShellContext';
import { QuickLinks } from './QuickLinks';
import { homeStrings } from './strings';

const homeRouteQuery = graphql`
  query HomeRouteQuery {
    viewer {
      firstName
      onProbation
      client {
        clientName
      }
    }
  }
`;

export function loader() {
  return preloadQuery<HomeRouteQuery>(homeRouteQuery, {});
}

export function Component() {
  const reference = useLoaderData() as PreloadedQuery<HomeRouteQuery>;
  const { viewer } = usePreloadedQuery<HomeRouteQuery>(homeRouteQuery, reference);
  const brand = useBrandName();
  const shellViewer = useShellData().viewer;
  // Set by the last 2FA setup screen (spec section 4: "goes to /app/home/ with a welcome message").
  const twoFactorWelcome = Boolean((useLocation().state as { twoFactorEnabled?: boolean } | null)?.twoFactorEnabled);

  useEffect(() => {
    document.title = homeStrings.pageTitle(brand);
  }, [brand]);

  if (!viewer) return null; // The guard has already sent a signed-out user to the login page.

  return (
    <>
      <Box bg="accent.solid" color="accent.contrast" position="relative" overflow="hidden">
        <Box
          position="absolute"
          right={{ base: '-28', md: '10' }}
          top={{ base: '-20', md: '-16' }}
          boxSize={{ base: '48', md: '72' }}
          rounded="full"
          bg="brand.solid"
          opacity="0.85"
        />
        <Box
          position="absolute"
          hideBelow="md"
          right="80"
          bottom="-10"
          boxSize="24"
          rounded="full"
          bg="brand.60"
          opacity="0.6"
        />
        <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }} position="relative">
          <Stack gap="3" maxW="2xl">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              {homeStrings.greeting(viewer.firstName)}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} opacity="0.92">
              {homeStrings.intro}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        <Stack gap="8">
          {twoFactorWelcome ? (
            <Alert.Root status="success" rounded="xl" borderWidth="1px" borderColor="green.300" p="5" role="status">
              <Alert.Indicator />
              <Alert.Description fontSize="md">{homeStrings.twoFactorWelcome(brand)}</Alert.Description>
            </Alert.Root>
          ) : null}
          {viewer.onProbation ? (
            <Alert.Root
              status="info"
              rounded="xl"
              borderWidth="1px"
              borderColor="brand.muted"
              bg="brand.subtle"
              color="gray.900"
              p="5"
            >
              <Alert.Indicator color="brand.fg" />
              <Alert.Description fontSize="md">{homeStrings.probationNotice}</Alert.Description>
            </Alert.Root>
          ) : null}
          {shellViewer ? <QuickLinks viewer={shellViewer} /> : null}
        </Stack>
      </Container>
    </>
  );
}
