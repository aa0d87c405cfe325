// The medical-questions side panel: every question answered yes or no (a form
// of its own, each answer a Controller field) before a cover above the free cover is confirmed.
// The answers stay in the screen until it confirms; the api seals them (docs/benefits.md,
// "Medical questions").
import { Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import { FormPanelFooter, SidePanel } from '../../../shell/SidePanel';
import { setupStrings as S } from './strings';

export type MedicalAnswers = Readonly<Record<string, boolean>>;

export interface MedicalQuestionShown {
  readonly id: string;
  readonly text: string;
}

export function MedicalQuestionsPanel({
  open,
  questions,
  answers,
  onClose,
  onAnswered,
}: {
  open: boolean;
  questions: readonly MedicalQuestionShown[];
  answers: MedicalAnswers;
  onClose: () => void;
  /** Every question answered: the screen keeps the answers and goes on to confirm. */
  onAnswered: (answers: MedicalAnswers) => void;
}) {
  const formId = 'medical-questions-form';
  return (
    <SidePanel
      kind="medical-questions"
      open={open}
      title={S.medicalPanelTitle}
      onClose={onClose}
      footer={
        <FormPanelFooter formId={formId} onCancel={onClose} cancelLabel={S.cancel} submitLabel={S.medicalContinue} />
      }
    >
      <MedicalQuestionsForm id={formId} questions={questions} initial={answers} onAnswered={onAnswered} />
    </SidePanel>
  );
}

function MedicalQuestionsForm({
  id,
  questions,
  initial,
  onAnswered,
}: {
  id: string;
  questions: readonly MedicalQuestionShown[];
  initial: MedicalAnswers;
  onAnswered: (answers: MedicalAnswers) => void;
}) {
  const { control, handleSubmit } = useForm<{ answers: (boolean | null)[] }>({
    // Every question is required once Continue is pressed; each message goes as it is answered.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // By position: a question's id is a number, which react-hook-form would read as an index.
    defaultValues: { answers: questions.map((question) => initial[question.id] ?? null) },
    shouldFocusError: false,
  });

  const submit = handleSubmit(({ answers }) =>
    onAnswered(Object.fromEntries(questions.map((question, index) => [question.id, answers[index] === true]))),
  );

  return (
    <form id={id} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="6">
        <Text color="gray.700">{S.medicalPanelIntro}</Text>
        {questions.map((question, index) => (
          <Controller
            key={question.id}
            control={control}
            name={`answers.${index}`}
            rules={{ validate: (answer) => answer !== null || S.required }}
            render={({ field, fieldState: { error } }) => (
              <Fieldset.Root invalid={error !== undefined}>
                <Fieldset.Legend color="gray.900" fontWeight="500" fontSize="md" lineHeight="1.5">
                  {index + 1}. {question.text}
                </Fieldset.Legend>
                <RadioGroup.Root
                  name={`medical-${question.id}`}
                  value={field.value === null ? null : field.value ? 'yes' : 'no'}
                  onValueChange={(change) => field.onChange(change.value === 'yes')}
                  colorPalette="brand"
                  mt="2"
                >
                  <Stack direction="row" gap="6">
                    {(['yes', 'no'] as const).map((value) => (
                      <RadioGroup.Item key={value} value={value}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{value === 'yes' ? S.yes : S.no}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
                {error?.message ? <Fieldset.ErrorText>{error.message}</Fieldset.ErrorText> : null}
              </Fieldset.Root>
            )}
          />
        ))}
      </Stack>
    </form>
  );
}
