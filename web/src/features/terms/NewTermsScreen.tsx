// The new-terms screen (spec: "New terms screen" and section 4 "Terms"): shown by the guard in
// place of any /app page while the site terms have been updated since the user last accepted
// them. It warns before the page is left, until the terms are accepted.
import { Alert, Box, Button, Checkbox, Container, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { Component as ReactComponent, Suspense, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useBlocker } from 'react-router-dom';
import type { NewTermsScreenQuery } from '../../__generated__/NewTermsScreenQuery.graphql';
import { MessagePanel } from '../../shell/MessagePanel';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import { sanitizeCmsHtml } from '../../site/sanitize';
import '../content/static-content.css';
import { termsStrings as S } from './strings';
import { useAcceptTermsMutation } from './useAcceptTermsMutation';

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

export function NewTermsScreen() {
  const [attempt, setAttempt] = useState(0);
  usePageTitle(S.heading);
  useLeaveWarning();
  return (
    <TermsErrorBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageLoading label={S.loading} />}>
        <NewTermsForm fetchKey={attempt} />
      </Suspense>
    </TermsErrorBoundary>
  );
}

/** "It warns before the page is left": a reload or closing the tab, and links inside the app. */
function useLeaveWarning() {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  // Logging out (by hand or by the idle timeout) is never held up.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/logout'));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(S.leaveWarning)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}

function NewTermsForm({ fetchKey }: { fetchKey: number }) {
  const data = useLazyLoadQuery<NewTermsScreenQuery>(newTermsQuery, {}, { fetchPolicy: 'store-and-network', fetchKey });
  const [accept, accepting] = useAcceptTermsMutation();
  const [checked, setChecked] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);
  const terms = useMemo(() => sanitizeCmsHtml(data.viewer?.newTerms.terms ?? '', S.termsHeading), [data.viewer?.newTerms.terms]);
  const policy = useMemo(() => sanitizeCmsHtml(data.viewer?.newTerms.policy ?? '', S.policyHeading), [data.viewer?.newTerms.policy]);

  const showFailure = (message: string) => {
    setFailure(message);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!checked) {
      setFieldError(S.required);
      return;
    }
    try {
      const { acceptTerms: result } = await accept({ input: { termsAccepted: true } });
      const field = result.errors.find((error) => error.field === 'termsAccepted');
      if (field) setFieldError(field.message);
      // No revision after the submit: the acceptance was not recorded (spec section 4, Terms).
      else if (result.errors.length > 0 || result.termsRevision == null) showFailure(result.errors[0]?.message ?? S.notRecorded);
      // On success the store's siteTermsUpdated turns false and the guard shows the page.
    } catch {
      showFailure(S.notRecorded);
    }
  };

  return (
    <Box flex="1" bg="gray.50" py={{ base: '6', md: '12' }} ref={top}>
      <Container maxW="3xl" px={{ base: '4', md: '8' }}>
        <Box bg="white" rounded="2xl" boxShadow="sm" borderWidth="1px" borderColor="gray.200" p={{ base: '5', md: '10' }}>
          <form noValidate onSubmit={(event) => void submit(event)}>
            <Stack gap="6">
              <Stack gap="2">
                <Heading as="h1" size="3xl" color="gray.900">
                  {S.heading}
                </Heading>
                <Text color="gray.700">{S.intro}</Text>
              </Stack>
              {failure ? (
                <Alert.Root status="error" variant="solid" role="alert" rounded="lg" bg="red.700" color="white">
                  <Alert.Indicator />
                  <Alert.Description fontWeight="500">{failure}</Alert.Description>
                </Alert.Root>
              ) : null}
              <ContentBox heading={S.termsHeading} html={terms} />
              <ContentBox heading={S.policyHeading} html={policy} />
              <Field.Root invalid={fieldError !== null} required>
                <Checkbox.Root
                  checked={checked}
                  onCheckedChange={(change) => {
                    setChecked(change.checked === true);
                    if (change.checked === true) setFieldError(null);
                  }}
                  colorPalette="brand"
                  size="lg"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label fontWeight="500">{S.checkbox}</Checkbox.Label>
                </Checkbox.Root>
                {fieldError ? <Field.ErrorText>{fieldError}</Field.ErrorText> : null}
              </Field.Root>
              <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-end' }} minW="40" loading={accepting}>
                {S.next}
              </Button>
            </Stack>
          </form>
        </Box>
      </Container>
    </Box>
  );
}

function ContentBox({ heading, html }: { heading: string; html: string }) {
  return (
    <Stack gap="2">
      <Heading as="h2" size="lg" color="gray.900">
        {heading}
      </Heading>
      <Box
        className="static-content"
        tabIndex={0}
        role="region"
        aria-label={heading}
        maxH="64"
        overflowY="auto"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="lg"
        p="4"
        bg="gray.50"
        css={{ '& > :first-child': { marginTop: 0 } }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </Stack>
  );
}

/** The screen's error page, "Uh oh!", when its content cannot be loaded. */
class TermsErrorBoundary extends ReactComponent<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <MessagePanel title={S.errorTitle} text={S.errorText} icon="!">
        <Button colorPalette="brand" size="lg" mt="2" onClick={this.props.onRetry}>
          {S.tryAgain}
        </Button>
      </MessagePanel>
    );
  }
}
