// A failed load shown inside the page (the spec's words for it, with a retry) instead of the
// crash page: the route's query is read under this boundary, and "Try again" reads it afresh.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { benefitStrings as S } from './strings';

/** The message of a failed load, with a retry when there is one. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Stack
      gap="4"
      align="flex-start"
      role="alert"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      p={{ base: '5', md: '8' }}
    >
      <Text color="gray.800" fontSize="lg">
        {message}
      </Text>
      {onRetry ? (
        <Button colorPalette="brand" onClick={onRetry}>
          {S.tryAgain}
        </Button>
      ) : null}
    </Stack>
  );
}

/**
 * The route's preloaded query, or a fresh network read of it after "Try again". A retry made for
 * an earlier reference is dropped once the route hands over a new one (another benefit, other
 * filters), and disposed when replaced or unmounted.
 */
export function useRetryableQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  initial: PreloadedQuery<Q>,
): [PreloadedQuery<Q>, () => void, number] {
  const [retry, setRetry] = useState<{ of: PreloadedQuery<Q>; reference: PreloadedQuery<Q>; count: number } | null>(
    null,
  );
  const current = retry?.of === initial ? retry : null;
  // The reference a retry replaced, or the last one when the page goes, is released.
  useEffect(() => () => retry?.reference.dispose(), [retry]);
  const again = () => {
    setRetry({
      of: initial,
      reference: loadQuery<Q>(initial.environment, query, initial.variables, { fetchPolicy: 'network-only' }),
      count: (current?.count ?? 0) + 1,
    });
  };
  return [current?.reference ?? initial, again, current?.count ?? 0];
}

/** Renders `children` (which read the query) or, if reading it threw, the failure with its retry. */
export function LoadBoundary({
  attempt,
  message,
  onRetry,
  frame = (failure) => failure,
  children,
}: {
  attempt: number;
  message: string;
  onRetry: () => void;
  /** What the failure is shown in, when the page's own frame is inside `children`. */
  frame?: (failure: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  // A new attempt is a new boundary: the failure of the last one is forgotten.
  return (
    <ErrorBoundary key={attempt} fallback={frame(<LoadFailed message={message} onRetry={onRetry} />)}>
      {children}
    </ErrorBoundary>
  );
}
