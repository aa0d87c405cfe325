// The new-terms form: the terms and the policy,
// and the required checkbox "I have read the terms and conditions" as the one field of a
// react-hook-form form; Next sends the acceptance. The screen around it (NewTermsScreen) loads the
// content and warns before the page is left.
import { Alert, Box, Button, Checkbox, Container, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { sanitizeCmsHtml } from '../../format/sanitize';
import { termsStrings as S } from './strings';
import { useAcceptTermsMutation } from './useAcceptTermsMutation';

interface TermsValues {
  termsAccepted: boolean;
}

interface ReadOnly {
  personName: string;
  onPassOver: () => void;
}

/**
 * The terms and the policy as the CMS holds them (sanitised here). `readOnly` in a masquerade:
 * the terms are shown with who alone can accept them, and no step to accept them.
 */
export function NewTermsForm({
  termsHtml,
  policyHtml,
  readOnly,
}: {
  termsHtml: string;
  policyHtml: string;
  readOnly?: ReadOnly;
}) {
  const [accept, accepting] = useAcceptTermsMutation();
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<TermsValues>({
    // Required when Next is pressed; its message goes once the box is ticked.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { termsAccepted: false },
    shouldFocusError: false,
  });
  const top = useRef<HTMLDivElement>(null);
  const terms = useMemo(() => sanitizeCmsHtml(termsHtml, S.termsHeading), [termsHtml]);
  const policy = useMemo(() => sanitizeCmsHtml(policyHtml, S.policyHeading), [policyHtml]);

  const showFailure = (message: string) => {
    setError('root.server', { type: 'server', message });
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const accepted = async () => {
    try {
      const { acceptTerms: result } = await accept({ input: { termsAccepted: true } });
      const field = result.errors.find((error) => error.field === 'termsAccepted');
      if (field) setError('termsAccepted', { type: 'server', message: field.message });
      // No revision after the submit: the acceptance was not recorded.
      else if (result.errors.length > 0 || result.termsRevision == null)
        showFailure(result.errors[0]?.message ?? S.notRecorded);
      // On success the store's siteTermsUpdated turns false and the guard shows the page.
    } catch {
      showFailure(S.notRecorded);
    }
  };
  const failure = errors.root?.server?.message;

  return (
    <Box flex="1" bg="gray.50" py={{ base: '6', md: '12' }} ref={top}>
      <Container maxW="3xl" px={{ base: '4', md: '8' }}>
        <Box
          bg="white"
          rounded="2xl"
          boxShadow="sm"
          borderWidth="1px"
          borderColor="gray.200"
          p={{ base: '5', md: '10' }}
        >
          <form noValidate onSubmit={(event) => void handleSubmit(accepted)(event)}>
            <Stack gap="6">
              <Stack gap="2">
                <Heading as="h1" size="3xl" color="gray.900">
                  {S.heading}
                </Heading>
                <Text color="gray.700">{readOnly ? S.introReadOnly : S.intro}</Text>
              </Stack>
              {failure ? (
                <Alert.Root status="error" variant="solid" role="alert" rounded="lg" bg="red.700" color="white">
                  <Alert.Indicator />
                  <Alert.Description fontWeight="500">{failure}</Alert.Description>
                </Alert.Root>
              ) : null}
              <ContentBox heading={S.termsHeading} html={terms} />
              <ContentBox heading={S.policyHeading} html={policy} />
              {readOnly ? (
                <>
                  <Alert.Root status="info" rounded="lg">
                    <Alert.Indicator />
                    <Alert.Description>{S.onlyThePerson(readOnly.personName)}</Alert.Description>
                  </Alert.Root>
                  <Button
                    type="button"
                    colorPalette="brand"
                    size="lg"
                    alignSelf={{ base: 'stretch', sm: 'flex-end' }}
                    minW="40"
                    onClick={readOnly.onPassOver}
                  >
                    {S.passOver}
                  </Button>
                </>
              ) : (
                <>
                  <Controller
                    control={control}
                    name="termsAccepted"
                    rules={{ validate: (ticked) => ticked || S.required }}
                    render={({ field, fieldState: { error } }) => (
                      <Field.Root invalid={error !== undefined} required>
                        <Checkbox.Root
                          name={field.name}
                          checked={field.value}
                          onCheckedChange={(change) => {
                            field.onChange(change.checked === true);
                            if (change.checked === true) clearErrors('termsAccepted');
                          }}
                          colorPalette="brand"
                          size="lg"
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label fontWeight="500">{S.checkbox}</Checkbox.Label>
                        </Checkbox.Root>
                        {error?.message ? <Field.ErrorText>{error.message}</Field.ErrorText> : null}
                      </Field.Root>
                    )}
                  />
                  <Button
                    type="submit"
                    colorPalette="brand"
                    size="lg"
                    alignSelf={{ base: 'stretch', sm: 'flex-end' }}
                    minW="40"
                    loading={accepting}
                  >
                    {S.next}
                  </Button>
                </>
              )}
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
