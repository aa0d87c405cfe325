// The masquerade banner: at the bottom of every page of a masquerade
// session, it names the person and the scheme year, and End ends the session (through /logout/,
// which ends it on the server and forgets it here).
import { Box, Button, Container, Flex, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { MasqueradeBanner_viewer$key } from '../__generated__/MasqueradeBanner_viewer.graphql';
import { useMasquerade } from '../browser-storage/masquerade';
import { shellStrings as S } from './strings';

export function MasqueradeBanner(props: { viewer: MasqueradeBanner_viewer$key }) {
  const masquerade = useMasquerade();
  const { name } = useFragment(
    graphql`
      fragment MasqueradeBanner_viewer on Viewer {
        name
      }
    `,
    props.viewer,
  );
  if (!masquerade) return null;
  return (
    <Box
      as="section"
      aria-label={S.masqueradeBannerLabel}
      position="sticky"
      bottom="0"
      zIndex="banner"
      bg="gray.900"
      color="white"
      boxShadow="lg"
    >
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py="3">
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Text fontSize="sm">
            {S.masqueradeActingAs} <strong>{name}</strong> · {S.masqueradeSchemeYear} {masquerade.schemeYear}
          </Text>
          <Button
            asChild
            size="sm"
            colorPalette="gray"
            variant="solid"
            bg="white"
            color="gray.900"
            _hover={{ bg: 'gray.100' }}
          >
            <RouterLink to="/logout/">{S.masqueradeEnd}</RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
