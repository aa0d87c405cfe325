// The footer: copyright with the current year and the company name, Privacy and Terms, Contact
// us only when signed in and the client has it enabled, and the cookie settings, so that a
// choice made on the banner can be changed once the banner has gone. Drawn from plain data, so
// the signed-out shell shows it without Relay; Footer.tsx reads it from the fragments.
import { Box, Container, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Footer_site$data } from '../__generated__/Footer_site.graphql';
import type { Footer_viewer$data } from '../__generated__/Footer_viewer.graphql';
import { openCookieSettings } from '../browser-storage/cookieConsent';
import { shellStrings } from './strings';

/** The site's part of the footer (the Footer_site fragment's fields). */
export type FooterSite = Omit<Footer_site$data, ' $fragmentType'>;
/** The signed-in viewer's part (the Footer_viewer fragment's fields). */
export type FooterViewer = Omit<Footer_viewer$data, ' $fragmentType'>;

export function FooterView({ site, viewer }: { site: FooterSite; viewer: FooterViewer | null }) {
  const clientName = viewer?.client?.clientName ?? site.clientName;
  const contactUs = viewer != null && (viewer.client?.contactUsEnabled ?? site.contactUsEnabled);
  const links = [
    { label: shellStrings.privacy, to: '/privacy-statement/' },
    { label: shellStrings.terms, to: '/terms-and-conditions/' },
    ...(contactUs ? [{ label: shellStrings.contactUs, to: '/contact-us/' }] : []),
  ];

  return (
    <Box as="footer" bg="accent.solid" color="accent.contrast" mt="auto">
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py="6">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
        >
          <Text fontSize="sm">{shellStrings.copyright(new Date().getFullYear(), clientName)}</Text>
          <Box as="nav" aria-label={shellStrings.footerLinks}>
            <HStack as="ul" listStyleType="none" gap="6">
              {links.map((link) => (
                <Box as="li" key={link.to}>
                  <Link
                    asChild
                    fontSize="sm"
                    color="accent.contrast"
                    textDecoration="underline"
                    textUnderlineOffset="3px"
                  >
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Link>
                </Box>
              ))}
              <Box as="li">
                <Link
                  asChild
                  fontSize="sm"
                  color="accent.contrast"
                  textDecoration="underline"
                  textUnderlineOffset="3px"
                >
                  <button type="button" onClick={() => openCookieSettings()}>
                    {shellStrings.cookieSettingsLink}
                  </button>
                </Link>
              </Box>
            </HStack>
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
