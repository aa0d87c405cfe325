// A centred card for the full-page messages (404, crash, access denied, logout states), with
// the way onwards as a button when there is one.
import { Box, Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface PanelLink {
  label: string;
  to: string;
  /** A full page load, leaving behind whatever state led here. */
  reload?: boolean;
}

export function MessagePanel({
  title,
  text,
  icon,
  children,
  link,
  headingLevel = 'h1',
}: {
  title: string;
  text?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  link?: PanelLink;
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <Center flex="1" px="4" py={{ base: '12', md: '20' }}>
      <Box
        bg="white"
        rounded="2xl"
        boxShadow="sm"
        borderWidth="1px"
        borderColor="gray.200"
        maxW="lg"
        w="full"
        p={{ base: '8', md: '12' }}
      >
        <Stack gap="5" align="center" textAlign="center">
          {icon ? (
            <Center
              boxSize="16"
              rounded="full"
              bg="brand.subtle"
              color="brand.fg"
              fontSize="2xl"
              fontWeight="700"
              aria-hidden="true"
            >
              {icon}
            </Center>
          ) : null}
          <Heading as={headingLevel} size="2xl" color="gray.900">
            {title}
          </Heading>
          {text ? (
            <Text color="gray.700" fontSize="md">
              {text}
            </Text>
          ) : null}
          {children}
          {link ? (
            <Button asChild colorPalette="brand" size="lg" mt="2">
              {link.reload ? <a href={link.to}>{link.label}</a> : <RouterLink to={link.to}>{link.label}</RouterLink>}
            </Button>
          ) : null}
        </Stack>
      </Box>
    </Center>
  );
}
