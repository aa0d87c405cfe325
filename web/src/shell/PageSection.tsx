// A titled card on a signed-in page (the profile's details, family, life events…): an h2 with an
// optional line under it and actions beside it, which stack under the title on a phone.
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  /** Ties the heading to the section, so the region is announced by its title. */
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function PageSection({ id, title, description, actions, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Stack gap="4">
        <Flex
          gap="3"
          direction={{ base: 'column', sm: 'row' }}
          justify="space-between"
          align={{ base: 'stretch', sm: 'start' }}
        >
          <Stack gap="1">
            <Heading as="h2" id={headingId} size="lg" color="gray.900">
              {title}
            </Heading>
            {description ? <Text color="gray.700">{description}</Text> : null}
          </Stack>
          {actions ? (
            <Flex gap="2" wrap="wrap" flexShrink={0}>
              {actions}
            </Flex>
          ) : null}
        </Flex>
        {children}
      </Stack>
    </Box>
  );
}
