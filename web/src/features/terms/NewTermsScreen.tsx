// The new-terms screen: shown by the guard in
// place of any /app page while the site terms have been updated since the user last accepted
// them. It warns before the page is left, until the terms are accepted. Someone acting as the
// person (a masquerade) may read them, is told only the person can accept them, and goes on.
import { Button } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useBlocker } from 'react-router-dom';
import type { NewTermsScreenQuery } from '../../__generated__/NewTermsScreenQuery.graphql';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { MessagePanel } from '../../shell/MessagePanel';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import '../../components/static-content.css';
import { NewTermsForm } from './NewTermsForm';
import { termsStrings as S } from './strings';

const newTermsQuery = graphql`
  query NewTermsScreenQuery {
    viewer {
      id
      newTerms {
        terms
        policy
        revision
      }
    }
  }
`;

export interface NewTermsScreenProps {
  /** The person whose terms these are. */
  personName: string;
  /** False in a masquerade: only the person accepts their terms. */
  mayAccept: boolean;
  /** Goes on to the portal without accepting (offered only when the terms cannot be accepted here). */
  onPassOver: () => void;
}

export function NewTermsScreen(props: NewTermsScreenProps) {
  const [attempt, setAttempt] = useState(0);
  usePageTitle(S.heading);
  useLeaveWarning(props.mayAccept);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={<TermsError onRetry={() => setAttempt((n) => n + 1)} />}
      onError={(error) => console.error(error)}
    >
      <Suspense fallback={<PageLoading label={S.loading} />}>
        <NewTermsContent fetchKey={attempt} {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** "It warns before the page is left": a reload or closing the tab, and links inside the app. */
function useLeaveWarning(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [enabled]);
  // Logging out (by hand or by the idle timeout) is never held up.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      enabled && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/logout'),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(S.leaveWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

function NewTermsContent({ fetchKey, ...props }: NewTermsScreenProps & { fetchKey: number }) {
  const data = useLazyLoadQuery<NewTermsScreenQuery>(newTermsQuery, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const termsHtml = data.viewer?.newTerms.terms ?? '';
  const policyHtml = data.viewer?.newTerms.policy ?? '';
  if (!props.mayAccept)
    return (
      <NewTermsForm
        termsHtml={termsHtml}
        policyHtml={policyHtml}
        readOnly={{ personName: props.personName, onPassOver: props.onPassOver }}
      />
    );
  return <NewTermsForm termsHtml={termsHtml} policyHtml={policyHtml} />;
}

/** The screen's error page, "Uh oh!", when its content cannot be loaded. */
function TermsError({ onRetry }: { onRetry: () => void }) {
  return (
    <MessagePanel title={S.errorTitle} text={S.errorText} icon="!">
      <Button colorPalette="brand" size="lg" mt="2" onClick={onRetry}>
        {S.tryAgain}
      </Button>
    </MessagePanel>
  );
}
