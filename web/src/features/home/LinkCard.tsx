// A card on home that leads somewhere: the quick links and content's cards look alike. The whole
// card is clickable, but only one link is in it (its title, or its link label when it has one),
// so a screen reader hears one link per card.
import { Box, Heading, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkCardProps {
  title: string;
  text: string;
  to: string;
  /** The link's words; without them the title is the link. */
  linkLabel?: string;
}

/**
 * A path inside the portal goes through the router; anything else is an ordinary link. The rest
 * of the props pass through, as Chakra's `asChild` puts its styles and behaviour on the child.
 */
export function PortalLink({ to, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return to.startsWith('/') ? <RouterLink to={to} {...rest} /> : <a href={to} {...rest} />;
}

export function LinkCard({ title, text, to, linkLabel }: LinkCardProps) {
  return (
    <LinkBox
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
      <Stack gap="3" h="full">
        <Box h="1" w="10" rounded="full" bg="brand.solid" />
        <Heading as="h3" size="md" color="gray.900">
          {linkLabel ? (
            title
          ) : (
            <LinkOverlay asChild>
              <PortalLink to={to}>{title}</PortalLink>
            </LinkOverlay>
          )}
        </Heading>
        <Text fontSize="sm" color="gray.700" flex="1">
          {text}
        </Text>
        {linkLabel ? (
          <LinkOverlay
            asChild
            fontSize="sm"
            fontWeight="600"
            color="brand.fg"
            textDecoration="underline"
            textUnderlineOffset="3px"
          >
            <PortalLink to={to}>{linkLabel}</PortalLink>
          </LinkOverlay>
        ) : null}
      </Stack>
    </LinkBox>
  );
}
