// The contact form: subject, one of the client's enquiry options,
// and comments (5 rows), both required, checked on blur with the contract's rules for the two
// fields (enquiryForm), under the sendEnquiry mutation's input names. A failed submit shows a
// summary banner listing each problem, which takes focus; the server's refusals go onto their
// fields, and its message into the banner.
import { Alert, Box, Button, Field, Flex, List, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { commentsMaxLength, enquiryForm } from '@portal/contract/contact';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SendEnquiryInput } from '../../__generated__/useSendEnquiryMutation.graphql';
import { contactStrings as S } from './strings';
import { useSendEnquiryMutation } from './useSendEnquiryMutation';

export interface ContactFormProps {
  options: readonly { label: string; value: string }[];
  /** Where the answer will go: the person's own address, from the session. */
  email: string;
  onSent: () => void;
}

/** What the person fills in: the mutation input's two fields. */
type EnquiryValues = Pick<SendEnquiryInput, 'subject' | 'comments'>;
type Field = keyof EnquiryValues;
const fields: readonly { name: Field; label: string }[] = [
  { name: 'subject', label: S.subject },
  { name: 'comments', label: S.comments },
];
// The field's id is its control's (Ark's Field), so the label and the banner's links find it.
const idOf = (field: Field) => `contact-${field}`;

export function ContactForm({ options, email, onSent }: ContactFormProps) {
  const [send, sending] = useSendEnquiryMutation();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<EnquiryValues>({
    resolver: zodResolver(enquiryForm),
    mode: 'onBlur',
    defaultValues: { subject: '', comments: '' },
    // The summary banner takes focus instead, so every problem is heard at once.
    shouldFocusError: false,
  });
  const comments = useWatch({ control, name: 'comments' });
  // Shown after a failed submit; a banner about fields goes once none of them has a problem left.
  const [banner, setBanner] = useState<{ message: string; forFields: boolean } | null>(null);
  const problems = fields.flatMap(({ name, label }) =>
    errors[name]?.message ? [{ name, label, message: errors[name].message }] : [],
  );
  const showBanner = banner !== null && (!banner.forFields || problems.length > 0);

  // Each failed submit's banner takes focus once, when it first shows (the field errors it lists
  // may arrive a render after it): never again while the person is fixing things.
  const bannerRef = useRef<HTMLDivElement>(null);
  const focusedBanner = useRef<object | null>(null);
  useEffect(() => {
    if (!showBanner || focusedBanner.current === banner) return;
    focusedBanner.current = banner;
    bannerRef.current?.focus();
  }, [banner, showBanner]);

  const submit = handleSubmit(
    async (values) => {
      try {
        const { sendEnquiry } = await send({ input: { subject: values.subject, comments: values.comments } });
        if (sendEnquiry.sent) {
          onSent();
          return;
        }
        let message: string = S.correctErrors;
        let onFields = false;
        for (const error of sendEnquiry.errors) {
          if (error.field === 'subject' || error.field === 'comments') {
            setError(error.field, { type: 'server', message: error.message });
            onFields = true;
          } else {
            message = error.message;
          }
        }
        setBanner({ message, forFields: onFields });
      } catch {
        setBanner({ message: S.failed, forFields: false });
      }
    },
    () => setBanner({ message: S.correctErrors, forFields: true }),
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="contact-form-heading">
      <Stack gap="5">
        <Stack gap="1">
          <Box as="h2" id="contact-form-heading" fontSize="xl" fontWeight="700" color="gray.900">
            {S.formHeading}
          </Box>
          <Text color="gray.700">{S.replyTo(email)}</Text>
        </Stack>
        {showBanner ? (
          <Alert.Root
            status="error"
            rounded="lg"
            borderWidth="1px"
            borderColor="red.300"
            ref={bannerRef}
            tabIndex={-1}
            role="alert"
            aria-labelledby="contact-banner-title"
          >
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title id="contact-banner-title" fontWeight="700">
                {banner.message}
              </Alert.Title>
              {problems.length > 0 ? (
                <Alert.Description>
                  <List.Root ps="5" gap="1">
                    {problems.map((problem) => (
                      <List.Item key={problem.name}>
                        <a
                          href={`#${idOf(problem.name)}`}
                          style={{ textDecoration: 'underline' }}
                          onClick={(event) => {
                            event.preventDefault();
                            setFocus(problem.name);
                          }}
                        >
                          {S.fieldProblem(problem.label, problem.message)}
                        </a>
                      </List.Item>
                    ))}
                  </List.Root>
                </Alert.Description>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}

        <Field.Root id={idOf('subject')} invalid={Boolean(errors.subject)} required>
          <Field.Label>{S.subject}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field placeholder={S.chooseSubject} bg="white" {...register('subject')}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{errors.subject?.message}</Field.ErrorText>
        </Field.Root>

        <Field.Root id={idOf('comments')} invalid={Boolean(errors.comments)} required>
          <Field.Label>{S.comments}</Field.Label>
          <Textarea rows={5} maxLength={commentsMaxLength} bg="white" {...register('comments')} />
          <Field.ErrorText>{errors.comments?.message}</Field.ErrorText>
          <Flex w="full" gap="3" justify="space-between" wrap="wrap">
            <Field.HelperText color="gray.700" mt="0">
              {S.commentsHint}
            </Field.HelperText>
            <Text fontSize="xs" color="gray.700">
              {S.charactersUsed(comments.length)}
            </Text>
          </Flex>
        </Field.Root>

        <Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={sending} loadingText={S.sending}>
            {S.send}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
