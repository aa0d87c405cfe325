// The page around every route, signed in or not: skip link, progress bar, header, the main
// landmark, footer, and the masquerade banner when there is one. Each part has its own Suspense
// boundary (AppShell.tsx says why nothing may suspend above the router).
import { Box, Flex, Link } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { ScrollRestoration, useNavigation } from 'react-router-dom';
import { PageLoading } from './PageLoading';
import { RouteProgress } from './RouteProgress';
import { shellStrings } from './strings';

export function ShellLayout({
  header,
  footer,
  banner,
  children,
}: {
  header: ReactNode;
  footer: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  return (
    <>
      <ScrollRestoration />
      <RouteProgress active={navigation.state !== 'idle'} />
      <Flex direction="column" minH="100dvh" bg="gray.50">
        <Link
          href="#main"
          position="absolute"
          left="-9999px"
          zIndex="skipLink"
          _focus={{ left: '4', top: '4', bg: 'white', px: '4', py: '2', rounded: 'md', boxShadow: 'md' }}
        >
          {shellStrings.skipToContent}
        </Link>
        {header}
        <Box
          as="main"
          id="main"
          flex="1"
          display="flex"
          flexDirection="column"
          tabIndex={-1}
          _focus={{ outline: 'none' }}
        >
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </Box>
        {footer}
        {banner}
      </Flex>
    </>
  );
}
