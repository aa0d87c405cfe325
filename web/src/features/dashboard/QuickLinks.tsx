// The dashboard's quick links: the employer administrator's pages, each a card that is one link,
// shown only where the viewer's session may open the page (Viewer.can): anyone else would meet
// "Access Denied" behind it.
import { LinkBox, LinkOverlay, SimpleGrid, Stack, Text, Heading } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { dashboardStrings as S } from './strings';

type LinkPermission = (typeof S.quickLinks)[number]['requires'];

export function QuickLinks({ can }: { can: Readonly<Record<LinkPermission, boolean>> }) {
  const links = S.quickLinks.filter((link) => can[link.requires]);
  if (links.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="dashboard-quick-links" gap="4">
      <Stack gap="1">
        <Heading as="h2" id="dashboard-quick-links" size="lg" color="gray.900">
          {S.quickLinksHeading}
        </Heading>
        <Text color="gray.700">{S.quickLinksIntro}</Text>
      </Stack>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="3" listStyleType="none" m="0" p="0">
        {links.map((link) => (
          <LinkBox
            as="li"
            key={link.to}
            bg="white"
            borderWidth="1px"
            borderColor="gray.200"
            rounded="xl"
            p="4"
            _hover={{ borderColor: 'brand.muted', boxShadow: 'sm' }}
            _focusWithin={{ borderColor: 'brand.solid', boxShadow: 'sm' }}
          >
            <LinkOverlay asChild fontWeight="600" color="brand.fg">
              <RouterLink to={link.to}>{link.label}</RouterLink>
            </LinkOverlay>
            <Text color="gray.700" fontSize="sm" mt="1">
              {link.description}
            </Text>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
