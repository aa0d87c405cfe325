// The render-crash page ("Uh oh!"), used as the router's error boundary. It renders outside the
// shell (the shell itself may be what crashed), so it brings its own minimal frame.
import { Box, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { MessagePanel } from './MessagePanel';
import { shellStrings } from './strings';
import { usePageTitle } from './usePageTitle';

export function CrashPage() {
  const error = useRouteError();
  usePageTitle(shellStrings.crashTitle);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <Box h="1" bg="brand.solid" />
      <Box as="main" flex="1" display="flex" flexDirection="column">
        {/* A full page load: whatever state broke the app is left behind. */}
        <MessagePanel
          title={shellStrings.crashTitle}
          text={shellStrings.crashText}
          icon="!"
          link={{ label: shellStrings.returnToHome, to: '/', reload: true }}
        />
      </Box>
    </Flex>
  );
}
