// The idle-session watch around a logged-in page: the stay-logged-in prompt replaces the page
// (kept mounted but hidden, so a half-filled form survives "Stay logged in").
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { IdleSessionPingMutation } from '../__generated__/IdleSessionPingMutation.graphql';
import { useMutationAsPromise } from '../relay/commitAsPromise';
import { idlePhase, SESSION_CHECK_INTERVAL_MS, type IdlePhase } from './idle';
import { isLoggedIn, lastApiCall } from '../browser-storage/session';
import { MessagePanel } from './MessagePanel';
import { shellStrings } from './strings';

const pingMutation = graphql`
  mutation IdleSessionPingMutation($input: PingInput!) {
    ping(input: $input) {
      expiresIn
    }
  }
`;

export function IdleSession({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [ping, pinging] = useMutationAsPromise<IdleSessionPingMutation>(pingMutation);
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    const check = () => {
      const now = Date.now();
      const next = idlePhase(now, lastApiCall(), shownAt.current);
      if (next.kind === 'active') shownAt.current = null;
      else shownAt.current ??= now;
      if (next.kind === 'expired') {
        shownAt.current = null;
        setPhase({ kind: 'active' });
        if (isLoggedIn()) navigate('/logout/');
        return;
      }
      setPhase((current) =>
        current.kind === next.kind &&
        (current.kind !== 'prompt' || (next.kind === 'prompt' && current.secondsLeft === next.secondsLeft))
          ? current
          : next,
      );
    };
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [navigate]);

  const stay = async () => {
    try {
      // The call itself moves the last-API-call time; the next check clears the prompt.
      await ping({ input: {} });
      shownAt.current = null;
      setPhase({ kind: 'active' });
    } catch {
      // A session already gone answers 401, which logs the user out.
    }
  };

  return (
    <>
      {phase.kind === 'prompt' ? (
        <Box
          flex="1"
          display="flex"
          flexDirection="column"
          role="alertdialog"
          aria-label={shellStrings.stayLoggedInTitle}
          aria-describedby="stay-logged-in-text"
        >
          <MessagePanel
            title={shellStrings.stayLoggedInTitle}
            text={
              <Text as="span" id="stay-logged-in-text">
                {shellStrings.stayLoggedInText(phase.secondsLeft)}
              </Text>
            }
            icon={<span aria-hidden="true">{phase.secondsLeft}</span>}
          >
            {/* Narrow screens stack the buttons, the main one on top. */}
            <HStack gap="3" w="full" flexDirection={{ base: 'column-reverse', sm: 'row' }}>
              <Button
                variant="outline"
                size="lg"
                flex={{ base: 'none', sm: '1' }}
                w={{ base: 'full', sm: 'auto' }}
                onClick={() => navigate('/logout/')}
              >
                {shellStrings.logout}
              </Button>
              <Button
                colorPalette="brand"
                size="lg"
                flex={{ base: 'none', sm: '1' }}
                w={{ base: 'full', sm: 'auto' }}
                loading={pinging}
                onClick={() => void stay()}
                autoFocus
              >
                {shellStrings.stayLoggedIn}
              </Button>
            </HStack>
          </MessagePanel>
        </Box>
      ) : null}
      <Box flex="1" display={phase.kind === 'prompt' ? 'none' : 'flex'} flexDirection="column">
        {children}
      </Box>
    </>
  );
}
