// The render-crash page ("Uh oh!"), used as the router's error boundary. It renders outside the
// shell (the shell itself may be what crashed), so it brings its own minimal frame.
import { Box, Button, Flex } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { MessagePanel } from './MessagePanel';
import { shellStrings } from './strings';

export function CrashPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
    document.title = shellStrings.crashTitle;
  }, [error]);
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <Box h="1" bg="brand.solid" />
      <Box as="main" flex="1" display="flex" flexDirection="column">
        <MessagePanel title={shellStrings.crashTitle} text={shellStrings.crashText} icon="!">
          {/* A full page load: whatever state broke the app is left behind. */}
          <Button asChild colorPalette="brand" size="lg" mt="2">
            <a href="/">{shellStrings.returnToHome}</a>
          </Button>
        </MessagePanel>
      </Box>
    </Flex>
  );
}
