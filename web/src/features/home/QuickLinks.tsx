// Cards for the places a user goes from home: the same links as the main navigation (so the same
// visibility rules) plus the profile settings.
import { Box, Heading, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { mainNavLinks, NAV_LABELS, type NavViewer } from '../../shell/nav';
import { homeStrings } from './strings';

export function QuickLinks({ viewer }: { viewer: NavViewer }) {
  const links = [
    ...mainNavLinks(viewer).filter((link) => link.to !== '/app/home/'),
    { label: NAV_LABELS.profile, to: '/app/home/my-profile/' },
  ];
  return (
    <Stack as="section" aria-labelledby="quick-links" gap="4">
      <Heading as="h2" id="quick-links" size="lg" color="gray.900">
        {homeStrings.quickLinksHeading}
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {links.map((link) => (
          <LinkBox
            key={link.to}
            as="article"
            bg="white"
            rounded="xl"
            borderWidth="1px"
            borderColor="gray.200"
            p="5"
            transition="box-shadow 150ms, border-color 150ms, transform 150ms"
            _hover={{ boxShadow: 'md', borderColor: 'brand.muted', transform: 'translateY(-1px)' }}
            _focusWithin={{ boxShadow: 'md', borderColor: 'brand.solid' }}
          >
            <Stack gap="3">
              <Box h="1" w="10" rounded="full" bg="brand.solid" />
              <Heading as="h3" size="md" color="gray.900">
                <LinkOverlay asChild>
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </LinkOverlay>
              </Heading>
              <Text fontSize="sm" color="gray.600">
                {homeStrings.quickLinks[link.to]}
              </Text>
            </Stack>
          </LinkBox>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
