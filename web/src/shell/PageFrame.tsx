// The frame of a signed-in page: its width, the breadcrumb trail, the h1 and a line under it,
// then the page's own content, spaced alike on every page that uses it.
import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type BreadcrumbItem, Breadcrumbs } from './Breadcrumbs';

export interface PageFrameProps {
  title: string;
  intro?: ReactNode;
  breadcrumbs: readonly BreadcrumbItem[];
  maxW?: string;
  children: ReactNode;
}

export function PageFrame({ title, intro, breadcrumbs, maxW = '5xl', children }: PageFrameProps) {
  return (
    <Container maxW={maxW} px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Breadcrumbs items={breadcrumbs} />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
            {title}
          </Heading>
          {intro ? <Text color="gray.700">{intro}</Text> : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
