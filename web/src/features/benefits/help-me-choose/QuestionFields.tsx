// One question of Help me choose, as its own screen: the question is the page's heading and names
// its group of answers. The household questions start from the family details, with a link to
// put those right.
import {
  Button,
  Checkbox,
  Field,
  Fieldset,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Link,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { RefObject } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { choicePriorities, type Draft, expectedUses, type Question } from './choiceForm';
import { helpStrings as S } from './strings';

interface Props {
  question: Question;
  form: UseFormReturn<Draft>;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

const titles: Record<Question, { title: string; hint: string }> = {
  partner: { title: S.partnerQuestion, hint: S.partnerHint },
  children: { title: S.childrenQuestion, hint: S.childrenHint },
  uses: { title: S.usesQuestion, hint: S.usesHint },
  budget: { title: S.budgetQuestion, hint: S.budgetHint },
  priorities: { title: S.prioritiesQuestion, hint: S.prioritiesHint },
};

export function QuestionFields({ question, form, headingRef }: Props) {
  const { title, hint } = titles[question];
  const headingId = `question-${question}`;
  const hintId = `${headingId}-hint`;
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl" id={headingId} ref={headingRef} tabIndex={-1} outline="none">
          {title}
        </Heading>
        <Text color="gray.700" id={hintId}>
          {hint}
        </Text>
      </Stack>
      {question === 'partner' ? <PartnerField form={form} labelledBy={headingId} /> : null}
      {question === 'children' ? <ChildrenField form={form} labelledBy={headingId} /> : null}
      {question === 'uses' ? (
        <TickList form={form} name="expectedUses" options={expectedUses} labels={S.uses} labelledBy={headingId} />
      ) : null}
      {question === 'budget' ? <BudgetField form={form} describedBy={hintId} /> : null}
      {question === 'priorities' ? (
        <TickList
          form={form}
          name="priorities"
          options={choicePriorities}
          labels={S.priorities}
          labelledBy={headingId}
        />
      ) : null}
    </Stack>
  );
}

function PartnerField({ form, labelledBy }: { form: UseFormReturn<Draft>; labelledBy: string }) {
  return (
    <Controller
      control={form.control}
      name="partner"
      render={({ field }) => (
        <RadioGroup.Root
          aria-labelledby={labelledBy}
          name="partner"
          value={field.value === null ? null : field.value ? 'yes' : 'no'}
          onValueChange={(change) => field.onChange(change.value === 'yes')}
          colorPalette="brand"
        >
          <Stack gap="2">
            {(['yes', 'no'] as const).map((value) => (
              <RadioGroup.Item
                key={value}
                value={value}
                borderWidth="1px"
                borderColor="gray.200"
                rounded="lg"
                px="4"
                py="3"
                bg="white"
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{value === 'yes' ? S.yes : S.no}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
    />
  );
}

function ChildrenField({ form, labelledBy }: { form: UseFormReturn<Draft>; labelledBy: string }) {
  const children = form.watch('children') ?? [];
  const error = form.formState.errors.children?.message ?? null;
  const set = (next: string[]) => {
    form.clearErrors('children');
    form.setValue('children', next);
  };
  return (
    <Fieldset.Root aria-labelledby={labelledBy} invalid={error !== null}>
      <Stack gap="3">
        {children.length === 0 ? <Text color="gray.700">{S.noChildren}</Text> : null}
        {children.map((age, index) => (
          <HStack key={index} gap="3" align="end">
            <Field.Root invalid={error !== null && !/^\d{1,2}$/.test(age.trim())} maxW="48">
              <Field.Label>{S.childAge(index + 1)}</Field.Label>
              <Input
                name={`child-${index}`}
                value={age}
                inputMode="numeric"
                autoComplete="off"
                bg="white"
                onChange={(event) => set(children.map((each, at) => (at === index ? event.target.value : each)))}
              />
            </Field.Root>
            <IconButton
              variant="ghost"
              aria-label={S.removeChild(index + 1)}
              onClick={() => set(children.filter((_, at) => at !== index))}
            >
              <span aria-hidden="true">✕</span>
            </IconButton>
          </HStack>
        ))}
        <Button variant="outline" alignSelf="flex-start" onClick={() => set([...children, ''])}>
          {S.addChild}
        </Button>
        {error ? <Fieldset.ErrorText>{error}</Fieldset.ErrorText> : null}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/app/home/my-profile/">{S.fixFamily}</RouterLink>
        </Link>
      </Stack>
    </Fieldset.Root>
  );
}

function TickList<T extends string>({
  form,
  name,
  options,
  labels,
  labelledBy,
}: {
  form: UseFormReturn<Draft>;
  name: 'expectedUses' | 'priorities';
  options: readonly T[];
  labels: Record<T, string>;
  labelledBy: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const ticked = (field.value ?? []) as string[];
        return (
          <Fieldset.Root aria-labelledby={labelledBy}>
            <Stack gap="2">
              {options.map((option) => (
                <Checkbox.Root
                  key={option}
                  checked={ticked.includes(option)}
                  onCheckedChange={(change) =>
                    field.onChange(
                      change.checked === true
                        ? options.filter((each) => each === option || ticked.includes(each))
                        : ticked.filter((each) => each !== option),
                    )
                  }
                  colorPalette="brand"
                  name={`${name}-${option}`}
                  borderWidth="1px"
                  borderColor="gray.200"
                  rounded="lg"
                  px="4"
                  py="3"
                  bg="white"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{labels[option]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </Fieldset.Root>
        );
      }}
    />
  );
}

function BudgetField({ form, describedBy }: { form: UseFormReturn<Draft>; describedBy: string }) {
  const error = form.formState.errors.budget?.message ?? null;
  return (
    <Controller
      control={form.control}
      name="budget"
      render={({ field }) => (
        <Field.Root invalid={error !== null}>
          <Field.Label fontWeight="600">{S.budgetLabel}</Field.Label>
          <InputGroup startElement="£" maxW="xs">
            <Input
              name="budget"
              value={field.value ?? ''}
              inputMode="decimal"
              autoComplete="off"
              bg="white"
              aria-describedby={describedBy}
              onChange={(event) => {
                form.clearErrors('budget');
                field.onChange(event.target.value);
              }}
            />
          </InputGroup>
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      )}
    />
  );
}
