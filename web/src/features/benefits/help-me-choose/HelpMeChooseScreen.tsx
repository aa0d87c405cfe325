// Help me choose: the first screen (what it is, and that the answers stay the person's), one
// question a screen, each skippable, then "We recommend". The answers are one react-hook-form form
// (choiceForm.ts checks them as the api does); they are saved when the last question is left, and
// the recommendations come back with the save.
import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import type {
  HelpMeChooseScreen_helpMeChoose$data,
  HelpMeChooseScreen_helpMeChoose$key,
} from '../../../__generated__/HelpMeChooseScreen_helpMeChoose.graphql';
import { FormBanner } from '../../../forms/FormBanner';
import { answersOf, draftOf, type Draft, questions, skip } from './choiceForm';
import { QuestionFields } from './QuestionFields';
import { RecommendationList } from './RecommendationList';
import { helpStrings as S } from './strings';
import { useSaveChoiceAnswersMutation } from './useSaveChoiceAnswersMutation';

type Stage = 'intro' | 'result' | number;

export function HelpMeChooseScreen(props: { helpMeChoose: HelpMeChooseScreen_helpMeChoose$key }) {
  // After a save the payload's answer replaces the route's (HelpMeChoose has no id to update by).
  const [key, setKey] = useState(props.helpMeChoose);
  const data = useFragment(
    graphql`
      fragment HelpMeChooseScreen_helpMeChoose on HelpMeChoose {
        saved
        answers {
          partner
          childrenAges
          expectedUses
          monthlyBudget
          priorities
        }
        family {
          partner
          childrenAges
        }
        recommendations {
          benefitId
          title
          verdict
          reason
          suggestion
          current
          values {
            name
            value
          }
          costs {
            employeeGross
            employeeNet
            employer
          }
        }
      }
    `,
    key,
  );
  const [stage, setStage] = useState<Stage>('intro');
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Each new screen is announced by moving to its heading (not on the first render).
    if (first.current) first.current = false;
    else heading.current?.focus();
  }, [stage]);

  return stage === 'intro' ? (
    <Intro data={data} headingRef={heading} onStart={() => setStage(0)} onResult={() => setStage('result')} />
  ) : stage === 'result' ? (
    <Stack gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none">
          {S.weRecommend}
        </Heading>
        <Text color="gray.700">{S.resultIntro}</Text>
      </Stack>
      <RecommendationList recommendations={data.recommendations} />
      <Button alignSelf="flex-start" variant="outline" onClick={() => setStage(0)}>
        {S.changeAnswers}
      </Button>
    </Stack>
  ) : (
    <Questionnaire
      data={data}
      index={stage}
      headingRef={heading}
      onStage={setStage}
      onSaved={(saved) => {
        setKey(saved);
        setStage('result');
      }}
    />
  );
}

type Data = HelpMeChooseScreen_helpMeChoose$data;

function Intro({
  data,
  headingRef,
  onStart,
  onResult,
}: {
  data: Data;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onStart: () => void;
  onResult: () => void;
}) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
        {S.title}
      </Heading>
      <Text color="gray.700" fontSize="lg">
        {S.intro} {S.skippable}
      </Text>
      <Alert.Root status="info" rounded="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{S.privacyHeading}</Alert.Title>
          <Alert.Description>{S.privacy}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack gap="3" flexWrap="wrap">
        {data.saved ? (
          <>
            <Button colorPalette="brand" size="lg" onClick={onResult}>
              {S.seeRecommendations}
            </Button>
            <Button variant="outline" size="lg" onClick={onStart}>
              {S.changeAnswers}
            </Button>
          </>
        ) : (
          <Button colorPalette="brand" size="lg" onClick={onStart}>
            {S.start}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

function Questionnaire({
  data,
  index,
  headingRef,
  onStage,
  onSaved,
}: {
  data: Data;
  index: number;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onStage: (stage: Stage) => void;
  onSaved: (key: HelpMeChooseScreen_helpMeChoose$key) => void;
}) {
  const form = useForm<Draft>({ defaultValues: draftOf(data.saved, data.answers, data.family) });
  const [save, saving] = useSaveChoiceAnswersMutation();
  const [banner, setBanner] = useState<string | null>(null);
  const question = questions[index]!;
  const last = index === questions.length - 1;

  const send = async (draft: Draft) => {
    const checked = answersOf(draft);
    if (!checked.ok) {
      onStage(questions.indexOf(checked.question));
      const field = checked.question === 'children' ? 'children' : 'budget';
      form.setError(field, { type: 'rules', message: checked.error === 'age' ? S.childAgeError : S.budgetError });
      return;
    }
    try {
      const { saveChoiceAnswers: payload } = await save({
        input: {
          partner: checked.answers.partner,
          childrenAges: checked.answers.childrenAges,
          expectedUses: checked.answers.expectedUses,
          monthlyBudget: checked.answers.monthlyBudget,
          priorities: checked.answers.priorities,
        },
      });
      if (payload.helpMeChoose) onSaved(payload.helpMeChoose);
      else setBanner(payload.errors[0]?.message ?? S.saveFailed);
    } catch {
      setBanner(S.saveFailed);
    }
  };

  /** Next: this question's answer is checked before moving on; the last one saves. */
  const next = () => {
    form.clearErrors();
    const checked = answersOf(form.getValues());
    if (!checked.ok && checked.question === question) {
      const field = question === 'children' ? 'children' : 'budget';
      form.setError(field, { type: 'rules', message: checked.error === 'age' ? S.childAgeError : S.budgetError });
      return;
    }
    if (last) void send(form.getValues());
    else onStage(index + 1);
  };

  const skipThis = () => {
    form.clearErrors();
    const skipped = skip(form.getValues(), question);
    form.reset(skipped);
    if (last) void send(skipped);
    else onStage(index + 1);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!saving) next();
      }}
    >
      <Stack gap="6">
        <Text color="gray.700" fontWeight="600">
          {S.questionOf(index + 1, questions.length)}
        </Text>
        <Box
          bg="white"
          rounded="2xl"
          borderWidth="1px"
          borderColor="gray.200"
          boxShadow="xs"
          p={{ base: '5', md: '7' }}
        >
          <Stack gap="5">
            <FormBanner message={banner} />
            <QuestionFields question={question} form={form} headingRef={headingRef} />
          </Stack>
        </Box>
        <HStack gap="3" justify="space-between" flexWrap="wrap">
          <Button variant="ghost" onClick={() => onStage(index === 0 ? 'intro' : index - 1)} disabled={saving}>
            {S.back}
          </Button>
          <HStack gap="3" flexWrap="wrap">
            <Button variant="outline" onClick={skipThis} disabled={saving}>
              {S.skip}
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving} loadingText={S.saving}>
              {last ? S.finish : S.next}
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </form>
  );
}
