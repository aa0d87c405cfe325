// Route /app/admin/masquerade (platform administrators): search people across clients, choose one,
// give a reason and a scheme year, and get the one-time link /sso-login/msq…/:schemeYear
// (docs/masquerade.md). The api enforces every rule; this screen only asks.
import { Box, Button, Container, Field, Heading, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { Suspense, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { graphql } from 'react-relay';
import type { MasqueradeRouteQuery, MasqueradeRouteQuery$data } from '../../__generated__/MasqueradeRouteQuery.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { queryRoute } from '../../relay/queryRoute';
import { Breadcrumbs } from '../../shell/Breadcrumbs';
import { requires } from '../../shell/Guarded';
import { PageLoading } from '../../shell/PageLoading';
import { usePageTitle } from '../../shell/usePageTitle';
import { MasqueradeCandidates, type Candidate } from './MasqueradeCandidates';
import { masqueradeStrings as S } from './strings';
import { useStartMasqueradeMutation } from './useStartMasqueradeMutation';

const masqueradeRouteQuery = graphql`
  query MasqueradeRouteQuery {
    viewer {
      id
    }
  }
`;

interface Link {
  url: string;
  expiresAt: string;
}

interface StartValues {
  reason: string;
  /** As typed: a four-digit year. */
  schemeYear: string;
}

function StartForm({ candidate }: { candidate: Candidate }) {
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<StartValues>({
    // Checked when the link is asked for; a reason's message goes once one is typed.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { reason: '', schemeYear: String(candidate.schemeYear ?? new Date().getFullYear()) },
    shouldFocusError: false,
  });
  const [link, setLink] = useState<Link | null>(null);
  const [start, busy] = useStartMasqueradeMutation();

  const submit = handleSubmit(async ({ reason, schemeYear }) => {
    if (busy) return;
    try {
      const { startMasquerade: result } = await start({
        input: {
          userId: candidate.userId,
          reason: reason.trim(),
          schemeYear: Number(schemeYear),
        },
      });
      if (result.url && result.expiresAt) setLink({ url: result.url, expiresAt: result.expiresAt });
      else if (result.errors[0]) setError('root.server', { type: 'server', message: result.errors[0].message });
    } catch (error) {
      setError('root.server', { type: 'server', message: error instanceof Error ? error.message : String(error) });
    }
  });

  if (link) {
    const until = new Date(link.expiresAt).toLocaleTimeString('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    });
    return (
      <Stack gap="3" role="status" bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="5">
        <Heading as="h2" size="md" color="gray.900">
          {S.linkReady}
        </Heading>
        <Text color="gray.700">{S.linkHint(until)}</Text>
        <Input readOnly value={link.url} aria-label={S.openLink} bg="gray.50" fontFamily="mono" fontSize="sm" />
        <Box>
          <Button asChild colorPalette="brand">
            <Link href={link.url} target="_blank" rel="noopener noreferrer">
              {S.openLink}
            </Link>
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={S.start}>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="xl" p="5">
        <Text color="gray.900" fontWeight="600">
          {candidate.name} · {candidate.clientName}
        </Text>
        <FormBanner message={errors.root?.server?.message ?? null} />
        <Field.Root invalid={Boolean(errors.reason)} required>
          <Field.Label>{S.reasonLabel}</Field.Label>
          <Textarea
            rows={3}
            maxLength={500}
            {...register('reason', {
              validate: (reason) => reason.trim() !== '' || S.required,
              onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
                if (event.target.value.trim()) clearErrors('reason');
              },
            })}
            bg="white"
          />
          <Field.HelperText color="gray.700">{S.reasonHint}</Field.HelperText>
          <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.schemeYear)} required>
          <Field.Label>{S.schemeYearLabel}</Field.Label>
          <Input
            inputMode="numeric"
            maxLength={4}
            {...register('schemeYear', { validate: (year) => /^\d{4}$/.test(year.trim()) || S.schemeYearInvalid })}
            bg="white"
            maxW="8rem"
          />
          <Field.ErrorText>{errors.schemeYear?.message}</Field.ErrorText>
        </Field.Root>
        <Box>
          <Button type="submit" colorPalette="brand" loading={busy} loadingText={S.starting}>
            {S.start}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

export function MasqueradeScreen({ data: { viewer } }: { data: MasqueradeRouteQuery$data }) {
  usePageTitle(S.heading);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Candidate | null>(null);
  if (!viewer) return null;

  return (
    <Container maxW="5xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Breadcrumbs items={[{ label: S.home, to: '/app/home/' }, { label: S.heading }]} />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
            {S.heading}
          </Heading>
          <Text color="gray.700">{S.intro}</Text>
        </Stack>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim().length >= 2) {
              setChosen(null);
              setSearch(typed.trim());
            }
          }}
        >
          <Field.Root>
            <Field.Label>{S.searchLabel}</Field.Label>
            <HStack gap="3" align="start" w="full">
              <Input
                type="search"
                name="search"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                bg="white"
                maxW="md"
              />
              <Button type="submit" colorPalette="brand">
                {S.search}
              </Button>
            </HStack>
            <Field.HelperText color="gray.700">{S.searchHint}</Field.HelperText>
          </Field.Root>
        </form>
        {search ? (
          <Suspense fallback={<PageLoading />}>
            <MasqueradeCandidates search={search} chosen={chosen?.userId ?? null} onChoose={setChosen} />
          </Suspense>
        ) : null}
        {chosen ? <StartForm key={chosen.userId} candidate={chosen} /> : null}
      </Stack>
    </Container>
  );
}

export const route = queryRoute<MasqueradeRouteQuery>({
  query: masqueradeRouteQuery,
  handle: requires('startMasquerade'),
  Screen: MasqueradeScreen,
});
