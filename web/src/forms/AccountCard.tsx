// The card the logged-out account flows sit in (activation, forgotten password, reset wizard):
// centred on the brand's soft background, full width on a phone.
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export interface AccountCardProps {
  heading: string;
  intro?: ReactNode;
  /** Above the heading, e.g. the StepProgress of a multi-step flow. */
  progress?: ReactNode;
  children: ReactNode;
  /** The white card itself, e.g. to tell clicks inside the form area from clicks outside it. */
  cardRef?: Ref<HTMLDivElement>;
}

export function AccountCard({ heading, intro, progress, children, cardRef }: AccountCardProps) {
  return (
    <Box flex="1" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="gray.50" py={{ base: '6', md: '14' }}>
      <Container maxW="xl" px={{ base: '4', md: '8' }}>
        <Box
          ref={cardRef}
          bg="white"
          rounded="2xl"
          boxShadow="lg"
          borderWidth="1px"
          borderColor="gray.200"
          p={{ base: '6', md: '10' }}
        >
          <Stack gap="6">
            {progress}
            <Stack gap="2">
              <Heading as="h1" size="2xl" color="gray.900">
                {heading}
              </Heading>
              {intro ? <Text color="gray.700">{intro}</Text> : null}
            </Stack>
            {children}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
