// "Expression of wish" on a Life Assurance benefit's page: whom the person would like the payment
// to go to, and an editor for it (family members or someone named by hand, shares adding up to
// 100%). It reads its own query, only on the benefits that take a wish, and may be changed at any
// time; someone acting as the person sees it but may not change it.
import { Box, Button, Field, Flex, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  beneficiaryNameMaxLength,
  beneficiaryRelationshipMaxLength,
  maxBeneficiaries,
} from '@portal/contract/expression-of-wish';
import { Suspense, useState, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ExpressionOfWishCardQuery } from '../../../__generated__/ExpressionOfWishCardQuery.graphql';
import type { useSaveExpressionOfWishMutation as Mutation } from '../../../__generated__/useSaveExpressionOfWishMutation.graphql';
import { ErrorBoundary } from '../../../components/ErrorBoundary';
import { FormBanner } from '../../../forms/FormBanner';
import { useMutationAsPromise } from '../../../relay/commitAsPromise';
import { NotOffered } from '../../../shell/NotOffered';
import { useCan } from '../../../shell/ShellContext';
import { benefitStrings } from '../strings';
import { wishStrings as S } from './strings';
import { WishBeneficiaries } from './WishBeneficiaries';
import {
  emptyRow,
  inputOf,
  problemsOf,
  relationshipFor,
  someoneElse,
  totalOf,
  type WishMember,
  type WishRow,
} from './wishRows';

const query = graphql`
  query ExpressionOfWishCardQuery {
    viewer {
      expressionOfWish {
        beneficiaries {
          familyMemberId
          name
          relationship
          sharePercent
        }
        ...WishBeneficiaries_expressionOfWish
      }
      familyMembers {
        id
        name
        relationship
        active
      }
    }
  }
`;

function useSaveExpressionOfWishMutation() {
  return useMutationAsPromise<Mutation>(graphql`
    mutation useSaveExpressionOfWishMutation($input: SaveExpressionOfWishInput!) {
      saveExpressionOfWish(input: $input) {
        # What the card reads, so it shows the wish as saved without asking again.
        viewer {
          expressionOfWish {
            beneficiaries {
              familyMemberId
              name
              relationship
              sharePercent
            }
            ...WishBeneficiaries_expressionOfWish
          }
          familyMembers {
            id
            name
            relationship
            active
          }
        }
        errors {
          field
          message
        }
      }
    }
  `);
}

export function ExpressionOfWishCard() {
  return (
    <WishSection>
      <ErrorBoundary fallback={<FormBanner status="error" message={S.loadFailed} />}>
        <Suspense fallback={<Text color="gray.700">{benefitStrings.loading}</Text>}>
          <Wish />
        </Suspense>
      </ErrorBoundary>
    </WishSection>
  );
}

/** The card with its heading and what a wish is: here round the editor, on Total benefits round the list. */
export function WishSection({ children }: { children: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="expression-of-wish"
      bg="white"
      rounded="2xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xs"
      p={{ base: '5', md: '6' }}
    >
      <Stack gap="4">
        <Heading as="h2" id="expression-of-wish" size="lg" color="gray.900">
          {S.heading}
        </Heading>
        <Text color="gray.700">{S.intro}</Text>
        {children}
      </Stack>
    </Box>
  );
}

function Wish() {
  const { viewer } = useLazyLoadQuery<ExpressionOfWishCardQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  const mayChange = useCan('saveExpressionOfWish');
  const [editing, setEditing] = useState<WishRow[] | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  if (!viewer) return null;
  const { beneficiaries } = viewer.expressionOfWish;
  const members: WishMember[] = viewer.familyMembers
    .filter((member) => member.active)
    .map((member) => ({ id: member.id, name: member.name, relationship: member.relationship }));

  const startEditing = () => {
    setNotice(null);
    setEditing(
      beneficiaries.length
        ? beneficiaries.map((entry) => ({
            who:
              entry.familyMemberId && members.some((m) => m.id === entry.familyMemberId)
                ? entry.familyMemberId
                : someoneElse,
            name: entry.name,
            relationship: entry.relationship,
            share: String(entry.sharePercent),
          }))
        : [emptyRow()],
    );
  };

  if (editing) {
    return (
      <WishEditor
        initial={editing}
        members={members}
        onCancel={() => setEditing(null)}
        onSaved={(withdrawn) => {
          setEditing(null);
          setNotice({ ok: true, text: withdrawn ? S.withdrawn : S.saved });
        }}
      />
    );
  }
  return (
    <Stack gap="4">
      <Box aria-live="polite">{notice ? <FormBanner status="success" message={notice.text} /> : null}</Box>
      <WishBeneficiaries expressionOfWish={viewer.expressionOfWish} />
      {mayChange ? (
        <Box>
          <Button variant="outline" colorPalette="brand" onClick={startEditing}>
            {beneficiaries.length ? S.edit : S.add}
          </Button>
        </Box>
      ) : (
        <NotOffered />
      )}
    </Stack>
  );
}

function WishEditor({
  initial,
  members,
  onCancel,
  onSaved,
}: {
  initial: WishRow[];
  members: WishMember[];
  onCancel: () => void;
  onSaved: (withdrawn: boolean) => void;
}) {
  const [rows, setRows] = useState(initial);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [save, saving] = useSaveExpressionOfWishMutation();
  const total = totalOf(rows);

  const change = (index: number, patch: Partial<WishRow>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const choose = (index: number, who: string) => {
    const member = members.find((each) => each.id === who);
    change(index, {
      who,
      ...(member ? { name: member.name, relationship: rows[index]!.relationship || relationshipFor(member) } : {}),
    });
  };

  const submit = async () => {
    setFormError(null);
    const problems = problemsOf(rows);
    setShown(problems);
    if (Object.keys(problems).length) return;
    try {
      const { saveExpressionOfWish: payload } = await save({ input: inputOf(rows, members) });
      if (payload.errors.length) {
        const byField: Record<string, string> = {};
        for (const error of payload.errors) {
          const field = error.field?.replace(
            /^beneficiaries\.(\d+)\.(\w+)$/,
            (_, index: string, name: string) =>
              `rows.${index}.${({ familyMemberId: 'who', sharePercent: 'share' } as Record<string, string>)[name] ?? name}`,
          );
          if (field === 'beneficiaries') byField.total = error.message;
          else if (field) byField[field] = error.message;
          else setFormError(error.message);
        }
        setShown(byField);
        return;
      }
      onSaved(rows.length === 0);
    } catch {
      setFormError(benefitStrings.failed);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="5">
        <Box aria-live="polite">{formError ? <FormBanner status="error" message={formError} /> : null}</Box>
        {rows.map((row, index) => (
          <Box as="fieldset" key={index} borderWidth="1px" borderColor="gray.200" rounded="lg" p="4" minW="0">
            <Flex as="legend" px="1" fontWeight="600" color="gray.900">
              {S.person(index)}
            </Flex>
            <Stack gap="3">
              <Field.Root invalid={Boolean(shown[`rows.${index}.who`])}>
                <Field.Label>{S.who}</Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={row.who} onChange={(event) => choose(index, event.currentTarget.value)}>
                    {members.map((member) => (
                      <option key={member.id} value={member.id}>
                        {member.name}
                      </option>
                    ))}
                    <option value={someoneElse}>{S.someoneElse}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{shown[`rows.${index}.who`]}</Field.ErrorText>
              </Field.Root>
              {row.who === someoneElse ? (
                <Field.Root invalid={Boolean(shown[`rows.${index}.name`])} required>
                  <Field.Label>{S.name}</Field.Label>
                  <Input
                    value={row.name}
                    maxLength={beneficiaryNameMaxLength}
                    autoComplete="off"
                    onChange={(event) => change(index, { name: event.currentTarget.value })}
                  />
                  <Field.ErrorText>{shown[`rows.${index}.name`]}</Field.ErrorText>
                </Field.Root>
              ) : null}
              <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
                <Field.Root invalid={Boolean(shown[`rows.${index}.relationship`])} required flex="2">
                  <Field.Label>{S.relationship}</Field.Label>
                  <Input
                    value={row.relationship}
                    maxLength={beneficiaryRelationshipMaxLength}
                    onChange={(event) => change(index, { relationship: event.currentTarget.value })}
                  />
                  <Field.ErrorText>{shown[`rows.${index}.relationship`]}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(shown[`rows.${index}.share`])} required flex="1">
                  <Field.Label>{S.share}</Field.Label>
                  <Input
                    value={row.share}
                    inputMode="numeric"
                    maxLength={3}
                    onChange={(event) => change(index, { share: event.currentTarget.value })}
                  />
                  <Field.ErrorText>{shown[`rows.${index}.share`]}</Field.ErrorText>
                </Field.Root>
              </Flex>
              <Box>
                <Button
                  variant="ghost"
                  colorPalette="red"
                  size="sm"
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  {S.remove(index)}
                </Button>
              </Box>
            </Stack>
          </Box>
        ))}
        <Flex gap="3" align="center" wrap="wrap" justify="space-between">
          <Button
            variant="outline"
            colorPalette="brand"
            disabled={rows.length >= maxBeneficiaries}
            onClick={() => setRows((current) => [...current, emptyRow()])}
          >
            {S.addPerson}
          </Button>
          <Text fontWeight="600" color={total === 100 || rows.length === 0 ? 'gray.900' : 'red.700'} aria-live="polite">
            {S.total(total)}
          </Text>
        </Flex>
        {shown.total ? (
          <Text color="red.700" role="alert">
            {shown.total}
          </Text>
        ) : null}
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="brand" loading={saving} loadingText={S.saving}>
            {S.save}
          </Button>
          <Button variant="ghost" onClick={onCancel}>
            {S.cancel}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
