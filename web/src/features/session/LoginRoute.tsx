// Route `/`: the login screen (its loader, which sends a logged-in user straight to the home
// screen, is loginRouteData.ts). Without Relay: the first page of every visit stays light
// (relay/plainRoute.tsx).
import { Box, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import type { LoginRouteQuery, LoginRouteQuery$data } from '../../__generated__/LoginRouteQuery.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { graphql } from '../../relay/plainOperations';
import { plainQueryScreen } from '../../relay/plainRoute';
import { clearPasswordChanged, isPasswordChanged } from '../../browser-storage/passwordChanged';
import { revealLivePage } from '../../shell/staticPage';
import { usePageTitle } from '../../shell/usePageTitle';
import { LoginForm } from './LoginForm';
import { loginRouteData } from './loginRouteData';
import { loginStrings } from './strings';

const loginRouteQuery = graphql`
  query LoginRouteQuery {
    site {
      domain
      ssoAccessOnly
      ssoAvailable
      theme {
        benefitBrandName
      }
    }
  }
`;

export function LoginScreen({ data: { site } }: { data: LoginRouteQuery$data }) {
  const brand = site.theme.benefitBrandName;
  // The reset wizard's 'password changed' flag: a success banner, shown once.
  const [passwordChanged] = useState(isPasswordChanged);
  useEffect(() => clearPasswordChanged(), []);
  usePageTitle(loginStrings.pageTitle);
  // Drawn, but not yet painted: the page takes the place of its HTML copy in the same frame.
  useLayoutEffect(revealLivePage, []);

  return (
    <Box flex="1" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="gray.50" py={{ base: '6', md: '16' }}>
      <Container maxW="5xl" px={{ base: '4', md: '8' }}>
        <Flex
          bg="white"
          rounded="2xl"
          boxShadow="lg"
          overflow="hidden"
          borderWidth="1px"
          borderColor="gray.200"
          minH={{ md: '420px' }}
        >
          <Flex
            hideBelow="md"
            flex="1"
            align="flex-end"
            bg="accent.solid"
            color="accent.contrast"
            p="12"
            position="relative"
            overflow="hidden"
          >
            <Box position="absolute" right="-16" top="-16" boxSize="56" rounded="full" bg="brand.solid" opacity="0.9" />
            <Box position="absolute" right="40" top="20" boxSize="12" rounded="full" bg="brand.60" opacity="0.9" />
            <Stack gap="4" position="relative" maxW="sm">
              <Box h="1" w="12" bg="brand.solid" rounded="full" />
              <Heading as="p" size="3xl" lineHeight="1.15">
                {loginStrings.welcome(brand)}
              </Heading>
              <Text fontSize="lg" opacity="0.9">
                {loginStrings.intro}
              </Text>
            </Stack>
          </Flex>
          <Box flex="1" p={{ base: '6', md: '12' }}>
            <Stack gap="6" maxW="sm" mx="auto">
              <Stack gap="2">
                <Heading as="h1" size="2xl" color="gray.900">
                  {loginStrings.heading}
                </Heading>
                <Text color="gray.600" hideFrom="md">
                  {loginStrings.welcome(brand)}
                </Text>
              </Stack>
              {passwordChanged ? <FormBanner status="success" message={loginStrings.passwordChanged} /> : null}
              <LoginForm ssoAccessOnly={site.ssoAccessOnly} ssoAvailable={site.ssoAvailable} domain={site.domain} />
            </Stack>
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}

// The loader is loginRouteData's, which routes.tsx also imports directly (the main chunk).
export const route = { ...loginRouteData, Component: plainQueryScreen<LoginRouteQuery>(loginRouteQuery, LoginScreen) };
