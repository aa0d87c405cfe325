// The family member form's fields: title, names, date of birth in three
// boxes, sex and relationship, and for a dependant full-time education (with its end date) and
// registered disabled; when editing, whether the member is active. The form (react-hook-form,
// judged by familyForm.ts's rules) belongs to FamilyMemberPanel; these only draw it.
import { Box, Checkbox, Field, Fieldset, HStack, Input, NativeSelect, RadioGroup, Stack } from '@chakra-ui/react';
import { familyTitles } from '@portal/contract/family';
import { useState, type FocusEvent } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateOfBirthInput } from '../../forms/DateOfBirthInput';
import type { DateParts } from '../../forms/dateOfBirth';
import { dateOfParts, partsOfDate, type FamilyFormValues } from './familyForm';
import { familyStrings as S } from './strings';

interface Choice {
  value: string;
  label: string;
}

/** Blur of a group of inputs: only when focus leaves the group, not when it moves inside it. */
const leaving = (onBlur: () => void) => (event: FocusEvent<HTMLElement>) => {
  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
};

function RadioField({
  legend,
  name,
  value,
  choices,
  error,
  hint,
  onChange,
  onBlur,
}: {
  legend: string;
  name: string;
  value: string;
  choices: Choice[];
  error?: string;
  hint?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)} gap="1.5">
      <Fieldset.Legend fontWeight="600" color="gray.800" fontSize="sm">
        {legend}
      </Fieldset.Legend>
      {hint ? (
        <Fieldset.HelperText color="gray.700" mt="0">
          {hint}
        </Fieldset.HelperText>
      ) : null}
      <RadioGroup.Root
        name={name}
        value={value || null}
        onValueChange={(change) => onChange(change.value ?? '')}
        onBlur={leaving(onBlur)}
        colorPalette="brand"
        mt="1"
      >
        <HStack gap="6" wrap="wrap">
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.value} value={choice.value}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}

/** The three date-of-birth boxes, as one `YYYY-MM-DD` value for the schema. */
function DateOfBirthBoxes({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  // The boxes keep what is typed so far (a half-typed date has no one value to come back from).
  const [parts, setParts] = useState<DateParts>(() => partsOfDate(value));
  return (
    <Box onBlur={leaving(onBlur)}>
      <DateOfBirthInput
        value={parts}
        onChange={(next) => {
          setParts(next);
          onChange(dateOfParts(next));
        }}
        error={error ?? null}
        minYear={1900}
        maxYear={new Date().getFullYear()}
      />
    </Box>
  );
}

function TextField({
  form,
  name,
  label,
}: {
  form: UseFormReturn<FamilyFormValues>;
  name: 'firstName' | 'surname';
  label: string;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>{label}</Field.Label>
      <Input {...form.register(name)} autoComplete="off" bg="white" />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export function FamilyMemberFields({ form, editing }: { form: UseFormReturn<FamilyFormValues>; editing: boolean }) {
  const { control, register, formState, watch } = form;
  const { errors } = formState;
  const dependant = watch('relationship') === 'DEPENDANT';
  const inEducation = watch('inFullTimeEducation') === true;
  return (
    <Stack gap="5">
      <Field.Root invalid={Boolean(errors.title)} required maxW="14rem">
        <Field.Label>{S.title}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...register('title')} bg="white">
            <option value="">{S.chooseTitle}</option>
            {familyTitles.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {errors.title ? <Field.ErrorText>{errors.title.message}</Field.ErrorText> : null}
      </Field.Root>
      <TextField form={form} name="firstName" label={S.firstName} />
      <TextField form={form} name="surname" label={S.surname} />
      <Controller
        name="dateOfBirth"
        control={control}
        render={({ field, fieldState }) => (
          <DateOfBirthBoxes
            value={field.value}
            error={fieldState.error?.message}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        name="gender"
        control={control}
        render={({ field, fieldState }) => (
          <RadioField
            legend={S.sex}
            name={field.name}
            value={field.value}
            choices={[
              { value: 'FEMALE', label: S.female },
              { value: 'MALE', label: S.male },
            ]}
            error={fieldState.error?.message}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        name="relationship"
        control={control}
        render={({ field, fieldState }) => (
          <RadioField
            legend={S.relationship}
            name={field.name}
            value={field.value}
            choices={[
              { value: 'PARTNER', label: S.partner },
              { value: 'DEPENDANT', label: S.dependant },
            ]}
            hint={S.dependantHint}
            error={fieldState.error?.message}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      {dependant ? (
        <>
          <Controller
            name="inFullTimeEducation"
            control={control}
            render={({ field, fieldState }) => (
              <RadioField
                legend={S.inFullTimeEducation}
                name={field.name}
                value={field.value === null ? '' : field.value ? 'yes' : 'no'}
                choices={[
                  { value: 'yes', label: S.yes },
                  { value: 'no', label: S.no },
                ]}
                error={fieldState.error?.message}
                onChange={(value) => field.onChange(value === 'yes')}
                onBlur={field.onBlur}
              />
            )}
          />
          {inEducation ? (
            <Field.Root invalid={Boolean(errors.fullTimeEducationEndDate)} required>
              <Field.Label>{S.educationEndDate}</Field.Label>
              <Input {...register('fullTimeEducationEndDate')} type="date" bg="white" maxW="14rem" />
              <Field.HelperText color="gray.700">{S.educationEndHint}</Field.HelperText>
              {errors.fullTimeEducationEndDate ? (
                <Field.ErrorText>{errors.fullTimeEducationEndDate.message}</Field.ErrorText>
              ) : null}
            </Field.Root>
          ) : null}
          <Controller
            name="registeredDisabled"
            control={control}
            render={({ field }) => (
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(change) => field.onChange(change.checked === true)}
                colorPalette="brand"
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="500">{S.registeredDisabledLabel}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
        </>
      ) : null}
      {editing ? (
        <Controller
          name="active"
          control={control}
          render={({ field, fieldState }) => (
            <Field.Root invalid={Boolean(fieldState.error)}>
              <Checkbox.Root
                checked={field.value}
                onCheckedChange={(change) => field.onChange(change.checked === true)}
                colorPalette="brand"
                aria-describedby="family-active-hint"
              >
                <Checkbox.HiddenInput name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="500">{S.activeLabel}</Checkbox.Label>
              </Checkbox.Root>
              <Field.HelperText id="family-active-hint" color="gray.700">
                {S.activeHint}
              </Field.HelperText>
              {fieldState.error ? <Field.ErrorText>{fieldState.error.message}</Field.ErrorText> : null}
            </Field.Root>
          )}
        />
      ) : null}
    </Stack>
  );
}
