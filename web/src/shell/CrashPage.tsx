// The render-crash page ("Uh oh!"), the router's error boundary: inside the shell for a screen
// that threw, and outside it, with a minimal frame of its own, when the shell itself is what
// crashed. The error is reported to the gateway's log (crashReport.ts), and the report's
// reference shown to quote.
import { Box, Flex, Text } from '@chakra-ui/react';
import { useContext, useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { reportCrash } from './crashReport';
import { MessagePanel } from './MessagePanel';
import { ShellContext } from './ShellContext';
import { shellStrings } from './strings';
import { usePageTitle } from './usePageTitle';

export function CrashPage() {
  const error = useRouteError();
  usePageTitle(shellStrings.crashTitle);
  const [reference, setReference] = useState<string | null>(null);
  useEffect(() => {
    console.error(error);
    let shown = true;
    void reportCrash(error).then((id) => {
      if (shown) setReference(id);
    });
    return () => {
      shown = false;
    };
  }, [error]);
  const inShell = useContext(ShellContext) !== null;
  const panel = (
    // A full page load: whatever state broke the app is left behind.
    <MessagePanel
      title={shellStrings.crashTitle}
      text={shellStrings.crashText}
      icon="!"
      link={{ label: shellStrings.returnToHome, to: '/', reload: true }}
    >
      {reference ? (
        <Text color="gray.700" fontSize="sm" data-testid="crash-reference">
          {shellStrings.crashReference(reference)}
        </Text>
      ) : null}
    </MessagePanel>
  );
  if (inShell) return panel;
  return (
    <Flex direction="column" minH="100dvh" bg="gray.50">
      <Box h="1" bg="brand.solid" />
      <Box as="main" flex="1" display="flex" flexDirection="column">
        {panel}
      </Box>
    </Flex>
  );
}
