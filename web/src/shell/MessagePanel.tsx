// A centred card for the full-page messages (404, crash, access denied, logout states).
import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function MessagePanel({
  title,
  text,
  icon,
  children,
  headingLevel = 'h1',
}: {
  title: string;
  text?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
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
        </Stack>
      </Box>
    </Center>
  );
}
