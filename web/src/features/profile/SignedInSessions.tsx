// "Where you're signed in": each live session's device, approximate place and last use, this one
// first; any other can be signed out, or all of them at once. The payloads bring the list back.
import { Badge, Box, Button, Flex, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SignedInSessions_viewer$key } from '../../__generated__/SignedInSessions_viewer.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { NotOffered } from '../../shell/NotOffered';
import { PageSection } from '../../shell/PageSection';
import { useCan } from '../../shell/ShellContext';
import { profileStrings as S } from './strings';
import { useSignOutOtherSessionsMutation, useSignOutSessionMutation } from './useSignOutSessionMutations';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function SignedInSessions({ viewer }: { viewer: SignedInSessions_viewer$key }) {
  const { signedInSessions: sessions } = useFragment(
    graphql`
      fragment SignedInSessions_viewer on Viewer {
        signedInSessions {
          id
          device
          place
          signedInAt
          lastSeenAt
          current
          singleSignOn
        }
      }
    `,
    viewer,
  );
  const [signOutOne] = useSignOutSessionMutation();
  const [signOutOthers, signingOutOthers] = useSignOutOtherSessionsMutation();
  const [ending, setEnding] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const others = sessions.filter((session) => !session.current);
  const maySignOut = useCan('signOutOtherSessions');

  const run = async (action: () => Promise<{ signedOut: number; errors: readonly { message: string }[] }>) => {
    setMessage(null);
    try {
      const payload = await action();
      setMessage(
        payload.errors[0]
          ? { ok: false, text: payload.errors[0].message }
          : { ok: true, text: S.signedOut(payload.signedOut) },
      );
    } catch {
      setMessage({ ok: false, text: S.failed });
    }
  };

  return (
    <PageSection
      id="profile-sessions"
      title={S.sessionsHeading}
      description={S.sessionsIntro}
      actions={
        others.length > 0 && maySignOut ? (
          <Button
            variant="outline"
            colorPalette="red"
            loading={signingOutOthers}
            loadingText={S.signingOut}
            onClick={() => void run(async () => (await signOutOthers({ input: {} })).signOutOtherSessions)}
          >
            {S.signOutOthers}
          </Button>
        ) : null
      }
    >
      <Box aria-live="polite">
        {message ? <FormBanner status={message.ok ? 'success' : 'error'} message={message.text} /> : null}
      </Box>
      <List.Root listStyleType="none" ps="0" gap="3">
        {sessions.map((session) => (
          <List.Item key={session.id} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4">
            <Flex
              gap="3"
              direction={{ base: 'column', sm: 'row' }}
              justify="space-between"
              align={{ base: 'stretch', sm: 'center' }}
              w="full"
            >
              <Stack gap="1">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="600" color="gray.900">
                    {session.device}
                  </Text>
                  {session.current ? <Badge colorPalette="green">{S.thisDevice}</Badge> : null}
                  {session.singleSignOn ? <Badge colorPalette="gray">{S.singleSignOn}</Badge> : null}
                </Flex>
                <Text color="gray.700" fontSize="sm">
                  {session.place} · {S.lastSeen(when(session.lastSeenAt))}
                </Text>
                <Text color="gray.700" fontSize="sm">
                  {S.signedInAt(when(session.signedInAt))}
                </Text>
              </Stack>
              {session.current || !maySignOut ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={S.signOutDevice(session.device)}
                  loading={ending === session.id}
                  loadingText={S.signingOut}
                  onClick={() => {
                    setEnding(session.id);
                    void run(
                      async () => (await signOutOne({ input: { sessionId: session.id } })).signOutSession,
                    ).finally(() => setEnding(null));
                  }}
                >
                  {S.signOut}
                </Button>
              )}
            </Flex>
          </List.Item>
        ))}
      </List.Root>
      {others.length === 0 ? <Text color="gray.700">{S.noOtherSessions}</Text> : null}
      {maySignOut ? null : <NotOffered />}
    </PageSection>
  );
}
