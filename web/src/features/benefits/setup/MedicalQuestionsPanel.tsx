// The medical-questions side panel (spec section 2): every question answered yes or no before a
// cover above the free cover is confirmed. The answers stay in the screen until it confirms; the
// api seals them (docs/benefits.md, "Medical questions").
import { Button, Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { SidePanel } from '../../../shell/SidePanel';
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
        <>
          <Button variant="outline" onClick={onClose}>
            {S.cancel}
          </Button>
          <Button type="submit" form={formId} colorPalette="brand">
            {S.medicalContinue}
          </Button>
        </>
      }
    >
      <MedicalQuestionsForm id={formId} questions={questions} initial={answers} onAnswered={onAnswered} />
    </SidePanel>
  );
}

function MedicalQuestionsForm({ id, questions, initial, onAnswered }: { id: string; questions: readonly MedicalQuestionShown[]; initial: MedicalAnswers; onAnswered: (answers: MedicalAnswers) => void }) {
  const [answers, setAnswers] = useState<Record<string, boolean>>({ ...initial });
  const [submitted, setSubmitted] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (questions.every((question) => question.id in answers)) onAnswered(answers);
  };

  return (
    <form id={id} noValidate onSubmit={submit}>
      <Stack gap="6">
        <Text color="gray.700">{S.medicalPanelIntro}</Text>
        {questions.map((question, index) => {
          const answer = answers[question.id];
          const missing = submitted && answer === undefined;
          return (
            <Fieldset.Root key={question.id} invalid={missing}>
              <Fieldset.Legend color="gray.900" fontWeight="500" fontSize="md" lineHeight="1.5">
                {index + 1}. {question.text}
              </Fieldset.Legend>
              <RadioGroup.Root
                name={`medical-${question.id}`}
                value={answer === undefined ? null : answer ? 'yes' : 'no'}
                onValueChange={(change) => setAnswers((current) => ({ ...current, [question.id]: change.value === 'yes' }))}
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
              {missing ? <Fieldset.ErrorText>{S.required}</Fieldset.ErrorText> : null}
            </Fieldset.Root>
          );
        })}
      </Stack>
    </form>
  );
}
