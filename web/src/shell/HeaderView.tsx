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
// not part of the login page. They are fetched during login and, signed in, by the root loader
// beside the shell's query; once here they are drawn directly. A lazy component suspends on its
// first render even when its module has arrived, and React then holds the revealed menu back for
// a few hundred milliseconds: the header stood with its navigation and without its user menu
// after every login.
type UserMenuComponent = typeof import('./UserMenu').UserMenu;
type MobileMenuComponent = typeof import('./MobileMenu').MobileMenu;
interface HeaderMenus {
  UserMenu: UserMenuComponent;
  MobileMenu: MobileMenuComponent;
}
let loadedMenus: HeaderMenus | null = null;
let loadingMenus: Promise<HeaderMenus> | null = null;

/** The signed-in header's menus, fetched once (again after a failed fetch). */
export function loadHeaderMenus(): Promise<HeaderMenus> {
  loadingMenus ??= Promise.all([import('./UserMenu'), import('./MobileMenu')]).then(
    ([user, mobile]) => (loadedMenus = { UserMenu: user.UserMenu, MobileMenu: mobile.MobileMenu }),
    (error: unknown) => {
      loadingMenus = null;
      throw error;
    },
  );
  return loadingMenus;
}

/** Fetches the signed-in header's menus ahead of need (on the password step). */
export function preloadHeaderMenus(): void {
  loadHeaderMenus().catch(() => undefined);
}

// Used only when the menus were not fetched ahead (their fetch failed): drawn when they arrive.
const LazyUserMenu = lazy(async () => ({ default: (await loadHeaderMenus()).UserMenu }));
const LazyMobileMenu = lazy(async () => ({ default: (await loadHeaderMenus()).MobileMenu }));

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
  const UserMenu = loadedMenus?.UserMenu ?? LazyUserMenu;
  const MobileMenu = loadedMenus?.MobileMenu ?? LazyMobileMenu;

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
                <Suspense fallback={<UserMenuSkeleton />}>
                  <UserMenu viewer={viewer} />
                </Suspense>
              </Box>
              <Box hideFrom="md">
                <Suspense fallback={<MenuButtonSkeleton />}>
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

const skeleton = { bg: 'gray.100', 'aria-hidden': true } as const;

/** Where the user menu goes, the size of its button (avatar and name), while it is on its way. */
function UserMenuSkeleton() {
  return (
    <Flex h="12" px="2" gap="3" align="center" data-testid="user-menu-skeleton">
      <Box {...skeleton} boxSize="9" rounded="full" />
      <Box {...skeleton} h="4" w="28" rounded="sm" />
    </Flex>
  );
}

/** Where the mobile menu's button goes, its size, while it is on its way. */
function MenuButtonSkeleton() {
  return <Box {...skeleton} boxSize="10" rounded="md" />;
}

/**
 * The header while its data is on the way (the first load of a signed-in page): the same box as
 * the header, with the brand bar, and grey blocks where the logo and the user menu go, so that
 * nothing below it moves when it arrives and it is never an empty band.
 */
export function HeaderPlaceholder() {
  return (
    <Box
      as="header"
      aria-busy="true"
      data-testid="header-placeholder"
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
          <Box {...skeleton} h={{ base: '9', md: '10' }} w={{ base: '9', md: '40' }} rounded="md" />
          <Box flex="1" />
          <Box hideBelow="md">
            <UserMenuSkeleton />
          </Box>
          <Box hideFrom="md">
            <MenuButtonSkeleton />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
