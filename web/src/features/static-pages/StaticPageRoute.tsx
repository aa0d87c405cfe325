// Routes /cookie-policy/, /privacy-statement/ and /terms-and-conditions/: CMS content with a
// breadcrumb, "Loading content" while it loads and the spec's error with "Return to home".
import { Box, Breadcrumb, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Component as ReactComponent, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { StaticPageKind, StaticPageRouteQuery } from '../../__generated__/StaticPageRouteQuery.graphql';
import { preloadQuery } from '../../relay/preload';
import { PageLoading } from '../../shell/PageLoading';
import { useBrandName, useShellData } from '../../shell/ShellContext';
import { sanitizeCmsHtml } from './sanitize';
import { staticPageStrings, staticPageTitles } from './strings';
import './static-content.css';

type Kind = keyof typeof staticPageTitles;

const staticPageRouteQuery = graphql`
  query StaticPageRouteQuery($kind: StaticPageKind!) {
    site {
      page(kind: $kind) {
        title
        content
      }
    }
  }
`;

interface LoaderData {
  kind: Kind;
  reference: PreloadedQuery<StaticPageRouteQuery>;
}

/** The route module for one kind of static page (React Router's lazy route properties). */
export function staticPageRoute(kind: Kind) {
  return {
    loader: async (): Promise<LoaderData> => ({
      kind,
      reference: await preloadQuery<StaticPageRouteQuery>(staticPageRouteQuery, { kind: kind as StaticPageKind }),
    }),
    Component: StaticPageScreen,
  };
}

function StaticPageScreen() {
  const { kind, reference } = useLoaderData() as LoaderData;
  const title = staticPageTitles[kind];
  const brand = useBrandName();
  const { viewer } = useShellData();

  useEffect(() => {
    document.title = staticPageStrings.pageTitle(title, brand);
  }, [title, brand]);

  return (
    <Container maxW="4xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Breadcrumb.Root size="md">
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="brand.fg">
                <RouterLink to={viewer ? '/app/home/' : '/'}>{staticPageStrings.home}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink color="gray.700">{title}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
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
          <ContentErrorBoundary fallback={<ContentError title={title} />}>
            <Suspense fallback={<PageLoading label={staticPageStrings.loading} />}>
              <StaticContent reference={reference} />
            </Suspense>
          </ContentErrorBoundary>
        </Box>
      </Stack>
    </Container>
  );
}

function StaticContent({ reference }: { reference: PreloadedQuery<StaticPageRouteQuery> }) {
  const { site } = usePreloadedQuery<StaticPageRouteQuery>(staticPageRouteQuery, reference);
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

class ContentErrorBoundary extends ReactComponent<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
