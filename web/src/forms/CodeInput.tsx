// Six single-digit boxes for the two-factor code. The rules live in codeInput.ts. Hand-made
// rather than Chakra's PinInput, which fails CodeInput.test.tsx: it pastes a code after the digits
// already typed instead of as the whole code, will not move right past the last filled box, makes
// only one box reachable with Tab, and clears a filled box on Backspace by moving back.
import { HStack, Input } from '@chakra-ui/react';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  backspace,
  CODE_LENGTH,
  codeInputStrings as S,
  enterDigits,
  shouldSubmitOnEnter,
  type CodeDigits,
} from './codeInput';

export interface CodeInputProps {
  digits: CodeDigits;
  onChange: (digits: CodeDigits) => void;
  /** Called on Enter once every box is filled. */
  onSubmit: () => void;
  invalid?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
}

export function CodeInput({ digits, onChange, onSubmit, invalid, autoFocus, describedBy }: CodeInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = boxes.current[index];
    box?.focus();
    box?.select();
  };

  const apply = (change: { digits: CodeDigits; focus: number }) => {
    onChange(change.digits);
    focus(change.focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // The form must not submit a partial code by itself.
      event.preventDefault();
      if (shouldSubmitOnEnter(event.key, digits)) onSubmit();
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspace(digits, index));
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(Math.max(index - 1, 0));
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(Math.min(index + 1, CODE_LENGTH - 1));
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(enterDigits(digits, index, event.clipboardData.getData('text')));
  };

  return (
    <HStack
      role="group"
      aria-label={S.codeGroupLabel}
      gap={{ base: '1.5', sm: '3' }}
      justify="center"
      aria-describedby={describedBy}
    >
      {Array.from({ length: CODE_LENGTH }, (_, index) => (
        <Input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          aria-label={S.digitLabel(index, CODE_LENGTH)}
          aria-invalid={invalid || undefined}
          value={digits[index] ?? ''}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          autoFocus={autoFocus && index === 0}
          onChange={(event) =>
            apply(enterDigits(digits, index, event.target.value.replace(digits[index] ?? '', '') || event.target.value))
          }
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          w={{ base: '11', sm: '14' }}
          h={{ base: '14', sm: '16' }}
          p="0"
          textAlign="center"
          fontSize="2xl"
          fontWeight="600"
          borderColor={invalid ? 'fg.error' : 'gray.300'}
          focusRingColor="brand.focusRing"
        />
      ))}
    </HStack>
  );
}
