// The form's medical-questions and terms sections: each says what is owed and opens its side
// panel; errors about them (the screen's or the server's) show here, beside what they are about.
import { Box, Button, Checkbox, Field, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NotOffered } from '../../../shell/NotOffered';
import { setupStrings as S } from './strings';

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderTopWidth="1px" borderColor="gray.200" pt="5">
      <Stack gap="3">
        <Heading as="h2" id={id} size="md" color="gray.900">
          {heading}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/** `mayAnswer` false in a masquerade: medical answers are the person's alone to give. */
export function MedicalSection({
  answered,
  error,
  disabled,
  mayAnswer,
  onOpen,
}: {
  answered: boolean;
  error: string | null;
  disabled: boolean;
  mayAnswer: boolean;
  onOpen: () => void;
}) {
  return (
    <Section id="setup-medical-heading" heading={S.medicalHeading}>
      <Text color="gray.700">{answered ? S.medicalAnswered : S.medicalNeeded}</Text>
      {error ? (
        <Text color="red.700" fontSize="sm" fontWeight="500" role="alert">
          {error}
        </Text>
      ) : null}
      {mayAnswer ? (
        <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={onOpen} disabled={disabled}>
          {answered ? S.changeMedical : S.answerMedical}
        </Button>
      ) : (
        <NotOffered />
      )}
    </Section>
  );
}

export function TermsSection({
  version,
  owed,
  updated,
  ticked,
  error,
  disabled,
  mayAccept,
  onView,
  onTick,
}: {
  version: number;
  owed: boolean;
  /** An earlier version was accepted: this one is new. */
  updated: boolean;
  ticked: boolean;
  error: string | null;
  disabled: boolean;
  /** False in a masquerade: only the person accepts terms. */
  mayAccept: boolean;
  onView: () => void;
  onTick: (ticked: boolean) => void;
}) {
  return (
    <Section id="setup-terms-heading" heading={S.termsHeading}>
      {owed ? (
        updated ? (
          <Text color="gray.700">{S.termsUpdated}</Text>
        ) : null
      ) : (
        <Text color="gray.700">{S.termsAccepted(version)}</Text>
      )}
      <Button alignSelf="flex-start" variant="outline" colorPalette="brand" onClick={onView}>
        {S.viewTerms}
      </Button>
      {owed && !mayAccept ? <NotOffered /> : null}
      {owed && mayAccept ? (
        <Field.Root invalid={error !== null} required disabled={disabled}>
          <Checkbox.Root
            checked={ticked}
            onCheckedChange={(change) => onTick(change.checked === true)}
            colorPalette="brand"
            name="acceptedTermsVersion"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="500">{S.termsCheckbox}</Checkbox.Label>
          </Checkbox.Root>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      ) : null}
    </Section>
  );
}
