// A part of home read from content (cards or banners): its state in the spec's words and a retry
// that reads it again from the network, in a transition, so the loading state shows in its place.
import { useTransition } from 'react';
import type { Disposable } from 'relay-runtime';
import { homeContentStatus, type HomeContentStatus } from './homeContent';

type Refetch = (variables: Record<string, never>, options: { fetchPolicy: 'network-only' }) => Disposable;

export function useHomeContent(
  items: readonly unknown[] | null | undefined,
  refetch: Refetch,
): { status: HomeContentStatus; retry: () => void } {
  const [loading, startTransition] = useTransition();
  return {
    status: homeContentStatus(items, loading),
    retry: () => startTransition(() => void refetch({}, { fetchPolicy: 'network-only' })),
  };
}
