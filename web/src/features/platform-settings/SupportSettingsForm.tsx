// Contact us on or off, and the support email and phone the organisation's people are shown. The
// api's rules for these fields check the form, in its words (the contract's field rules and
// limits), under the updateSupportSettings mutation's input names; the api's field errors land on
// their fields.
import { Box, Button, Field, Heading, Input, Stack, Switch } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { invalidEmailMessage, requiredMessage, requiredString } from '@portal/contract/fields';
import { supportEmailMaxLength, supportNumber, supportNumberMaxLength } from '@portal/contract/platform-settings';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { z } from 'zod';
import type { SupportSettingsForm_settings$key } from '../../__generated__/SupportSettingsForm_settings.graphql';
import type { UpdateSupportSettingsInput } from '../../__generated__/useUpdateSupportSettingsMutation.graphql';
import { FormBanner } from '../../forms/FormBanner';
import { applyPayloadErrors } from '../../forms/payloadErrors';
import { platformSettingsStrings as S } from './strings';
import { useUpdateSupportSettingsMutation } from './useUpdateSupportSettingsMutation';

/** The mutation's input as the api judges it: a switch, a required email, a phone number or nothing. */
const supportSettingsForm = z.object({
  contactUsEnabled: z.boolean({ error: requiredMessage }),
  supportEmail: requiredString()
    .max(supportEmailMaxLength, { error: invalidEmailMessage })
    .pipe(z.email({ error: invalidEmailMessage })),
  supportNumber: supportNumber(),
});

export function SupportSettingsForm({ settings }: { settings: SupportSettingsForm_settings$key }) {
  const current = useFragment(
    graphql`
      fragment SupportSettingsForm_settings on PlatformSettings {
        contactUsEnabled
        supportEmail
        supportNumber
      }
    `,
    settings,
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateSupportSettingsInput>({
    resolver: zodResolver(supportSettingsForm),
    mode: 'onBlur',
    defaultValues: {
      contactUsEnabled: current.contactUsEnabled,
      supportEmail: current.supportEmail,
      supportNumber: current.supportNumber,
    },
  });
  const [send] = useUpdateSupportSettingsMutation();
  const [saved, setSaved] = useState(false);
  const banner = errors.root?.server?.message ?? null;

  const submit = handleSubmit(async (values) => {
    if (isSubmitting) return;
    setSaved(false);
    try {
      const { updateSupportSettings: result } = await send({ input: values });
      const message = applyPayloadErrors(result.errors, setError, ['supportEmail', 'supportNumber']);
      if (message) setError('root.server', { type: 'server', message });
      else if (result.errors.length === 0) setSaved(true);
    } catch {
      setError('root.server', { type: 'server', message: S.somethingWentWrong });
    }
  });

  return (
    <Stack
      as="section"
      aria-labelledby="platform-settings-support"
      gap="4"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="xl"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" id="platform-settings-support" size="lg" color="gray.900">
        {S.supportHeading}
      </Heading>
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="platform-settings-support">
        <Stack gap="5">
          <FormBanner message={banner} />
          <Field.Root>
            <Controller
              control={control}
              name="contactUsEnabled"
              render={({ field }) => (
                <Switch.Root
                  colorPalette="brand"
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked)}
                >
                  <Switch.HiddenInput onBlur={field.onBlur} aria-describedby="platform-settings-contact-help" />
                  <Switch.Control />
                  <Switch.Label fontWeight="600" color="gray.800">
                    {S.contactUsSwitch}
                  </Switch.Label>
                </Switch.Root>
              )}
            />
            <Field.HelperText id="platform-settings-contact-help" color="gray.700">
              {S.contactUsHelp}
            </Field.HelperText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.supportEmail)} required>
            <Field.Label>{S.supportEmail}</Field.Label>
            <Input
              type="email"
              autoComplete="email"
              maxLength={supportEmailMaxLength}
              bg="white"
              {...register('supportEmail')}
            />
            <Field.ErrorText>{errors.supportEmail?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.supportNumber)}>
            <Field.Label>{S.supportNumber}</Field.Label>
            <Input
              type="tel"
              autoComplete="tel"
              maxLength={supportNumberMaxLength}
              bg="white"
              {...register('supportNumber')}
            />
            <Field.HelperText color="gray.700">{S.supportNumberHelp}</Field.HelperText>
            <Field.ErrorText>{errors.supportNumber?.message}</Field.ErrorText>
          </Field.Root>
          <FormBanner message={saved ? S.saved : null} status="success" />
          <Box>
            <Button type="submit" colorPalette="brand" aria-disabled={isSubmitting}>
              {isSubmitting ? S.saving : S.save}
            </Button>
          </Box>
        </Stack>
      </form>
    </Stack>
  );
}
