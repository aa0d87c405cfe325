// The frame of the two-factor screens: a centred card with the heading, like the login page.
import { Box, Container, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function TwoFactorCard({
  heading,
  above,
  children,
}: {
  heading: string;
  above?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box flex="1" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="gray.50" py={{ base: '6', md: '16' }}>
      <Container maxW="xl" px={{ base: '4', md: '8' }}>
        <Stack gap="6">
          {above}
          <Box
            bg="white"
            rounded="2xl"
            boxShadow="lg"
            borderWidth="1px"
            borderColor="gray.200"
            p={{ base: '6', md: '10' }}
          >
            <Stack gap="6">
              <Heading as="h1" size="2xl" color="gray.900">
                {heading}
              </Heading>
              {children}
            </Stack>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
