// The frame both dashboard pages share: breadcrumbs Home > Dashboard > the page, its heading and
// introduction, and its controls beside them.
import { Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { insightStrings as S } from './strings';

export function InsightsPage({
  heading,
  intro,
  actions,
  children,
}: {
  heading: string;
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Breadcrumbs
          items={[
            { label: S.home, to: '/app/home/' },
            { label: S.dashboard, to: '/app/dashboard/' },
            { label: heading },
          ]}
        />
        <Flex justify="space-between" align={{ base: 'flex-start', md: 'flex-end' }} gap="4" wrap="wrap">
          <Stack gap="2" maxW="2xl">
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
              {heading}
            </Heading>
            <Text color="gray.700">{intro}</Text>
          </Stack>
          {actions}
        </Flex>
        {children}
      </Stack>
    </Container>
  );
}
