// The content-managed pages (/cookie-policy/, /privacy-statement/, /terms-and-conditions/, each
// its own route module): a breadcrumb, "Loading content" while it loads and the spec's error with
// "Return to home" inside the page when it cannot be loaded.
import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentPageQuery } from '../../__generated__/ContentPageQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { preloadedRoute } from '../../relay/queryRoute';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { PageLoading } from '../../shell/PageLoading';
import { useShellData } from '../../shell/ShellContext';
import { usePageTitle } from '../../shell/usePageTitle';
import { sanitizeCmsHtml } from '../../format/sanitize';
import { staticPageStrings, staticPageTitles } from './strings';
import '../../components/static-content.css';

type Kind = keyof typeof staticPageTitles;

const contentPageQuery = graphql`
  query ContentPageQuery($kind: StaticPageKind!) {
    site {
      page(kind: $kind) {
        title
        content
      }
    }
  }
`;

/** The route of one kind of content page. The page reads its query inside its own boundary. */
export function contentPageRoute(kind: Kind) {
  return preloadedRoute<ContentPageQuery>({
    query: contentPageQuery,
    variables: () => ({ kind }),
    Screen: ({ queryRef }) => <ContentPage title={staticPageTitles[kind]} reference={queryRef} />,
  });
}

function ContentPage({ title, reference }: { title: string; reference: PreloadedQuery<ContentPageQuery> }) {
  const { viewer } = useShellData();
  usePageTitle(title);

  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Breadcrumbs items={[{ label: staticPageStrings.home, to: viewer ? '/app/home/' : '/' }, { label: title }]} />
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
          {title}
        </Heading>
        <Box
          bg="white"
          rounded="2xl"
          borderWidth="1px"
          borderColor="gray.200"
          boxShadow="xs"
          p={{ base: '5', md: '10' }}
        >
          <ErrorBoundary fallback={<ContentError title={title} />}>
            <Suspense fallback={<PageLoading label={staticPageStrings.loading} />}>
              <StaticContent reference={reference} />
            </Suspense>
          </ErrorBoundary>
        </Box>
      </Stack>
    </Container>
  );
}

function StaticContent({ reference }: { reference: PreloadedQuery<ContentPageQuery> }) {
  const { site } = usePreloadedQuery<ContentPageQuery>(contentPageQuery, reference);
  const html = useMemo(() => sanitizeCmsHtml(site.page.content, site.page.title), [site.page.content, site.page.title]);
  return <Box className="static-content" dangerouslySetInnerHTML={{ __html: html }} />;
}

function ContentError({ title }: { title: string }) {
  return (
    <Stack gap="5" align="flex-start" role="alert">
      <Text color="gray.800" fontSize="lg">
        {staticPageStrings.failed(title)}
      </Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">{staticPageStrings.returnToHome}</RouterLink>
      </Button>
    </Stack>
  );
}
