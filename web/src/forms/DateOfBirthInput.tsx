// The three-field date-of-birth input: Day (DD), Month (MM), Year (YYYY)
// with the hint "e.g. 28 08 1978". Typing keeps digits only and moves focus on when a field is
// complete, arrow up/down step the value, blur pads day and month to 2 digits. The rules are in
// dateOfBirth.ts; the screen that owns the value decides when to show `error`.
import { Box, chakra, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import {
  DATE_PART_LENGTH,
  dateOfBirthStrings as S,
  padPart,
  sanitizePart,
  shouldAdvance,
  stepPart,
  type DatePart,
  type DateParts,
  type YearLimits,
} from './dateOfBirth';

const PARTS: { part: DatePart; label: string; placeholder: string; width: string }[] = [
  { part: 'day', label: S.day, placeholder: S.dayPlaceholder, width: '4.5rem' },
  { part: 'month', label: S.month, placeholder: S.monthPlaceholder, width: '4.5rem' },
  { part: 'year', label: S.year, placeholder: S.yearPlaceholder, width: '6.5rem' },
];

export interface DateOfBirthInputProps extends YearLimits {
  value: DateParts;
  onChange: (value: DateParts) => void;
  /** Shown under the fields and marks them invalid. */
  error?: string | null;
  legend?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

export function DateOfBirthInput({
  value,
  onChange,
  error,
  legend = S.legend,
  disabled,
  autoFocus,
  minYear,
  maxYear,
}: DateOfBirthInputProps) {
  const id = useId();
  const refs = useRef<Record<DatePart, HTMLInputElement | null>>({ day: null, month: null, year: null });
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // The value as of the last keystroke. Moving focus on from a full field blurs it inside the
  // same change event, before React has re-rendered with the new digits: reading `value` there
  // saw the field as it was one digit earlier (typing 14 into Day left 01).
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  const set = (part: DatePart, next: string) => {
    latest.current = { ...latest.current, [part]: next };
    onChange(latest.current);
  };

  const typed = (index: number, part: DatePart, raw: string) => {
    const next = sanitizePart(part, raw);
    const grew = next.length > latest.current[part].length;
    set(part, next);
    // Only on growth: deleting back to one digit must not push the cursor away.
    if (grew && shouldAdvance(part, next)) {
      const following = PARTS[index + 1];
      if (following) refs.current[following.part]?.focus();
    }
  };

  const keyDown = (part: DatePart, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    set(part, stepPart(part, latest.current, event.key === 'ArrowUp' ? 1 : -1, { minYear, maxYear }));
  };

  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <Stack gap="1">
        <Fieldset.Legend fontWeight="600" color="gray.800" fontSize="md">
          {legend}
        </Fieldset.Legend>
        <Text id={hintId} fontSize="sm" color="gray.600">
          {S.hint}
        </Text>
      </Stack>
      <HStack gap="3" align="flex-end" mt="2">
        {PARTS.map(({ part, label, placeholder, width }, index) => (
          <Box key={part}>
            <chakra.label
              htmlFor={`${id}-${part}`}
              display="block"
              fontSize="sm"
              fontWeight="500"
              color="gray.700"
              mb="1"
            >
              {label}
            </chakra.label>
            <Input
              id={`${id}-${part}`}
              ref={(element) => {
                refs.current[part] = element;
              }}
              name={`dob-${part}`}
              inputMode="numeric"
              autoComplete={part === 'day' ? 'bday-day' : part === 'month' ? 'bday-month' : 'bday-year'}
              pattern="[0-9]*"
              maxLength={DATE_PART_LENGTH[part]}
              placeholder={placeholder}
              w={width}
              size="lg"
              textAlign="center"
              autoFocus={autoFocus && index === 0}
              value={value[part]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => typed(index, part, event.target.value)}
              onKeyDown={(event) => keyDown(part, event)}
              onBlur={() => {
                const padded = padPart(part, latest.current[part]);
                if (padded !== latest.current[part]) set(part, padded);
              }}
              focusRingColor="brand.focusRing"
            />
          </Box>
        ))}
      </HStack>
      {error ? (
        <Fieldset.ErrorText id={errorId} mt="2">
          {error}
        </Fieldset.ErrorText>
      ) : null}
    </Fieldset.Root>
  );
}
