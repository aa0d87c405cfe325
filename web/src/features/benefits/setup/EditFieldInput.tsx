// One edit field of the setup form, drawn by its type: money in £, a percentage, days, a cover
// level as radio buttons with each level's monthly cost, text, or yes/no. The text typed is kept
// as typed; editValues.ts turns it into what is sent.
import { Checkbox, Field, Fieldset, Input, InputGroup, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '../../../format/money';
import { type EditFieldSpec } from './editValues';
import { setupStrings as S } from './strings';

export interface EditFieldShown extends EditFieldSpec {
  readonly label: string;
  readonly options: ReadonlyArray<{
    readonly value: string;
    readonly label: string;
    readonly monthlyCost: number | null | undefined;
  }>;
}

interface Props {
  field: EditFieldShown;
  text: string;
  error: string | null;
  /** The limits in words, under the input. */
  hint: string | null;
  disabled: boolean;
  onChange: (text: string) => void;
  /** Leaving a typed field: the form checks it then, not only on Confirm. */
  onBlur?: () => void;
}

export function EditFieldInput({ field, text, error, hint, disabled, onChange, onBlur }: Props) {
  if (field.type === 'LEVEL')
    return <LevelField field={field} text={text} error={error} disabled={disabled} onChange={onChange} />;
  if (field.type === 'BOOLEAN') {
    return (
      <Field.Root invalid={error !== null} disabled={disabled}>
        <Checkbox.Root
          checked={text === 'true'}
          onCheckedChange={(change) => onChange(change.checked === true ? 'true' : 'false')}
          colorPalette="brand"
          name={field.name}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{field.label}</Checkbox.Label>
        </Checkbox.Root>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
    );
  }
  const input = (
    <Input
      name={field.name}
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputMode={
        field.type === 'AMOUNT' || field.type === 'PERCENTAGE'
          ? 'decimal'
          : field.type === 'DAYS'
            ? 'numeric'
            : undefined
      }
      autoComplete="off"
      bg="white"
      maxW={field.type === 'DAYS' ? '32' : undefined}
    />
  );
  return (
    <Field.Root invalid={error !== null} required={field.required} disabled={disabled}>
      <Field.Label fontWeight="600">
        {field.label}
        {field.required ? null : (
          <Text as="span" color="gray.700" fontWeight="400">
            {' '}
            (optional)
          </Text>
        )}
      </Field.Label>
      {field.type === 'AMOUNT' ? (
        <InputGroup startElement="£" maxW="xs">
          {input}
        </InputGroup>
      ) : field.type === 'PERCENTAGE' ? (
        <InputGroup endElement="%" maxW="40">
          {input}
        </InputGroup>
      ) : (
        input
      )}
      {hint ? <Field.HelperText color="gray.700">{hint}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

function LevelField({ field, text, error, disabled, onChange }: Omit<Props, 'hint'>) {
  return (
    <Fieldset.Root invalid={error !== null} disabled={disabled}>
      <Fieldset.Legend fontWeight="600" color="gray.900" fontSize="sm">
        {field.label}
      </Fieldset.Legend>
      <RadioGroup.Root
        name={field.name}
        value={text || null}
        onValueChange={(change) => onChange(change.value ?? '')}
        colorPalette="brand"
        disabled={disabled}
        mt="2"
      >
        <Stack gap="2">
          {field.options.map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              borderWidth="1px"
              borderColor={text === option.value ? 'brand.solid' : 'gray.200'}
              rounded="lg"
              px="4"
              py="3"
              bg="white"
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText flex="1" display="flex" justifyContent="space-between" gap="4" flexWrap="wrap">
                <span>{option.label}</span>
                {option.monthlyCost == null ? null : (
                  <Text as="span" color="gray.700" fontVariantNumeric="tabular-nums">
                    {S.perMonth(formatMoney(option.monthlyCost))}
                  </Text>
                )}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
    </Fieldset.Root>
  );
}
