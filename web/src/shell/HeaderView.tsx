// The header: brand logos (desktop and mobile), the client logo when signed in, the main
// navigation, the user menu, and below 768 px the burger that opens the mobile menu. Drawn from
// plain data, so the signed-out shell shows it without Relay (PublicShell.tsx); Header.tsx reads
// the same data from the signed-in shell's fragments.
import { Box, Container, Flex, HStack, Image, Link } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';
import type { Header_site$data } from '../__generated__/Header_site.graphql';
import type { Header_viewer$data } from '../__generated__/Header_viewer.graphql';
import { DEFAULT_LOGO, DEFAULT_MOBILE_LOGO } from '../site/brandTheme';
import { mainNavLinks } from './nav';
import { shellStrings } from './strings';

// Only a signed-in header has them, so their Menu and Dialog machines (zag-js, floating-ui) are
// not part of the login page; preloadHeaderMenus() fetches them during login.
const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

/** Fetches the signed-in header's menus ahead of need (on the password step). */
export function preloadHeaderMenus(): void {
  void import('./UserMenu');
  void import('./MobileMenu');
}

/** The site's part of the header (the Header_site fragment's fields). */
export type HeaderSite = Omit<Header_site$data, ' $fragmentType'>;
/** The signed-in viewer's part (the Header_viewer fragment's fields). */
export type HeaderViewer = Omit<Header_viewer$data, ' $fragmentType'>;

export function HeaderView({ site, viewer }: { site: HeaderSite; viewer: HeaderViewer | null }) {
  const theme = viewer?.client?.theme ?? site.theme;
  const clientName = viewer?.client?.clientName ?? site.clientName;
  const links = viewer ? mainNavLinks(viewer) : [];
  const homeHref = viewer ? '/app/home/' : '/';
  // The client logo belongs to the signed-in user's client; a URL that fails to load is hidden
  // rather than shown as a broken image.
  const [brokenClientLogo, setBrokenClientLogo] = useState<string | null>(null);
  const configuredClientLogo = viewer?.client?.theme.clientLogo ?? null;
  const clientLogo = configuredClientLogo !== brokenClientLogo ? configuredClientLogo : null;

  return (
    <Box
      as="header"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Box h="1" bg="brand.solid" />
      <Container maxW="7xl" px={{ base: '4', md: '8' }}>
        <Flex h={{ base: '16', md: '20' }} align="center" gap={{ base: '3', md: '8' }}>
          <Link asChild aria-label={theme.benefitBrandName} flexShrink={0} rounded="sm">
            <RouterLink to={homeHref}>
              <Image
                src={theme.logoFileUrl ?? theme.brandHeaderLogo ?? DEFAULT_LOGO}
                alt={theme.benefitBrandName}
                h="10"
                w="auto"
                maxW="220px"
                hideBelow="md"
              />
              <Image
                src={theme.mobileLogo ?? DEFAULT_MOBILE_LOGO}
                alt={theme.benefitBrandName}
                h="9"
                w="auto"
                hideFrom="md"
              />
            </RouterLink>
          </Link>

          {clientLogo ? (
            <Flex align="center" pl={{ base: '3', md: '6' }} borderLeftWidth="1px" borderColor="gray.200" h="10">
              <Image
                src={clientLogo}
                onError={() => setBrokenClientLogo(clientLogo)}
                alt={shellStrings.clientLogoAlt(clientName)}
                maxW="150px"
                maxH="38px"
                w="auto"
                h="auto"
                objectFit="contain"
              />
            </Flex>
          ) : null}

          {links.length > 0 ? (
            <Box as="nav" aria-label={shellStrings.mainNavigation} hideBelow="md" ml="4" alignSelf="stretch">
              <HStack as="ul" listStyleType="none" gap="1" h="full">
                {links.map((link) => (
                  <Box as="li" key={link.to} h="full">
                    <Link
                      asChild
                      h="full"
                      px="3"
                      fontWeight="500"
                      color="gray.700"
                      textDecoration="none"
                      borderBottomWidth="3px"
                      borderColor="transparent"
                      _hover={{ color: 'brand.fg', textDecoration: 'none' }}
                      css={{ '&[aria-current=page]': { color: 'brand.fg', borderColor: 'brand.solid' } }}
                    >
                      <RouterNavLink to={link.to}>{link.label}</RouterNavLink>
                    </Link>
                  </Box>
                ))}
              </HStack>
            </Box>
          ) : null}

          <Box flex="1" />

          {viewer ? (
            <>
              <Box hideBelow="md">
                <Suspense fallback={<Box h="12" />}>
                  <UserMenu viewer={viewer} />
                </Suspense>
              </Box>
              <Box hideFrom="md">
                <Suspense fallback={<Box h="10" w="10" />}>
                  <MobileMenu
                    links={links}
                    brandName={theme.benefitBrandName}
                    logo={theme.mobileLogo ?? DEFAULT_MOBILE_LOGO}
                  />
                </Suspense>
              </Box>
            </>
          ) : null}
        </Flex>
      </Container>
    </Box>
  );
}

/** The header's height while its data is on the way, so the page below it does not jump. */
export function HeaderPlaceholder() {
  return (
    <Box bg="white" borderBottomWidth="1px" borderColor="gray.200" aria-hidden="true">
      <Box h="1" bg="brand.solid" />
      <Box h={{ base: '16', md: '20' }} />
    </Box>
  );
}
