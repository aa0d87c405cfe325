// The robot-check widget (login after a failed attempt, forgotten password): a self-hosted ALTCHA
// proof of work. The browser solves a signed challenge from our own gateway; nothing leaves for a
// third party. The widget code (~80 kB gzip) is loaded only when a form shows the check, so the
// login route stays light.
import { Box, Field } from '@chakra-ui/react';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import type { RobotCheckChallengeQuery } from '../__generated__/RobotCheckChallengeQuery.graphql';
import { graphql, sendPlainOperation } from '../relay/plainOperations';

const challengeQuery = graphql`
  query RobotCheckChallengeQuery {
    robotCheckChallenge
  }
`;

/** The widget asks this "URL" for each challenge; robotCheckFetch answers from the gateway. */
const CHALLENGE_SOURCE = '/graphql#robot-check-challenge';

/** Every verification gets a fresh challenge (each is single use), without Relay: the login page uses it. */
export async function robotCheckFetch(): Promise<Response> {
  const data = await sendPlainOperation<RobotCheckChallengeQuery>(challengeQuery, {});
  return new Response(data.robotCheckChallenge, { status: 200, headers: { 'content-type': 'application/json' } });
}

interface AltchaElement extends HTMLElement {
  configure?: (config: Record<string, unknown>) => Promise<void>;
  reset?: () => void;
}

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

export interface RobotCheckProps {
  /** The solved payload (base64 of `{ challenge, solution }`) once verified, else null. */
  onChange: (payload: string | null) => void;
  /** Shown under the widget, e.g. "Please confirm that you are not a robot!". */
  error?: string | null;
  /** Change it to clear a used solution (after each submit: the server spends it). */
  resetKey?: number;
}

export function RobotCheck({ onChange, error, resetKey = 0 }: RobotCheckProps) {
  const widget = useRef<AltchaElement>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    void import('altcha').then(async () => {
      await customElements.whenDefined('altcha-widget');
      if (cancelled || !widget.current?.configure) return;
      await widget.current.configure({
        challenge: CHALLENGE_SOURCE,
        fetch: robotCheckFetch,
        hideFooter: true,
      });
      setReady(true);
    });
    const element = widget.current;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(detail.state === 'verified' ? detail.payload : null);
    };
    element?.addEventListener('statechange', listener);
    return () => {
      cancelled = true;
      element?.removeEventListener('statechange', listener);
    };
  }, []);

  useEffect(() => {
    if (resetKey > 0) {
      widget.current?.reset?.();
      onChangeRef.current(null);
    }
  }, [resetKey]);

  const style = {
    '--altcha-color-primary': 'var(--chakra-colors-brand-solid)',
    '--altcha-border-radius': '8px',
    '--altcha-max-width': '100%',
    '--altcha-color-error': 'var(--chakra-colors-fg-error)',
  } as CSSProperties;

  return (
    <Field.Root invalid={Boolean(error)}>
      <Box w="full" minH="12" data-ready={ready ? 'true' : undefined} data-testid="robot-check">
        <altcha-widget ref={widget} style={style} />
      </Box>
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
