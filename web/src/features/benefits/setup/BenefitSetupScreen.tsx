// The setup and manage screen (/app/my-benefits/:id/setup/* and
// /app/my-benefits/:id/manage are one screen; docs/benefits.md "Choosing"): the benefit's title and
// status, its edit fields checked as the api checks them, the beam costs of a cover as it changes,
// the medical questions above the free cover, the terms when they are owed, and Confirm. The
// fields, the terms tick and the medical answers are one react-hook-form form (setupForm.ts).
// Outside the selection window everything is read only, with the window's message.
import { Alert, Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { Controller, useController, useForm, useWatch } from 'react-hook-form';
import { graphql, useFragment } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BenefitSetupScreen_benefit$key } from '../../../__generated__/BenefitSetupScreen_benefit.graphql';
import { FormBanner } from '../../../forms/FormBanner';
import { useCan } from '../../../shell/ShellContext';
import { useAddToBasketMutation } from '../basket/basketMutations';
import { basketStrings } from '../basket/strings';
import { BenefitTermsPanel } from '../BenefitTermsPanel';
import type { BasketState } from '../MyBenefitsScreen';
import { BenefitHeader } from '../BenefitHeader';
import { selectionWindowMessage } from '../selectionWindow';
import { checkField, limitsHint, limitsOf, validNumber, type EditFieldSpec, type Limits } from './editValues';
import { EditFieldInput } from './EditFieldInput';
import { MedicalQuestionsPanel, type MedicalAnswers } from './MedicalQuestionsPanel';
import { SetupCosts } from './SetupCosts';
import { formFieldOf, initialValues, suggestedValues, valuesToSend, type SetupValues } from './setupForm';
import { MedicalSection, TermsSection } from './SetupSections';
import { setupStrings as S } from './strings';
import { useBeamCosts, type BeamQuestion } from './useBeamCosts';
import { previewQuestionOf, previewsCosts, useCostPreview } from './useCostPreview';
import { useSetUpBenefitMutation } from './useSetUpBenefitMutation';

const COVER = 'cover';
const PARTNER_COVER = 'partnerCover';

export function BenefitSetupScreen(props: {
  benefit: BenefitSetupScreen_benefit$key;
  benefitPath: string;
  manage: boolean;
}) {
  const benefit = useFragment(
    graphql`
      fragment BenefitSetupScreen_benefit on Benefit {
        id
        title
        summary
        status
        statusLabel
        requiresApproval
        beamSupported
        freeCover
        costs {
          employeeGross
          employeeNet
          taxSaving
          niSaving
          employer
        }
        editFields {
          name
          label
          type
          minimum
          maximum
          stepSize
          validationMessage
          required
          options {
            value
            label
            monthlyCost
          }
        }
        terms {
          version
          content
        }
        termsAcceptanceRequired
        medicalQuestions {
          id
          text
        }
        window {
          open
          opensOn
          closesOn
          lifeEvent
        }
        selection {
          id
          values {
            name
            value
          }
          acceptedTermsVersion
          rejectionReason
          cta {
            type
            label
          }
        }
        ...useBeamCosts_benefit
        ...useCostPreview_benefit
      }
    `,
    props.benefit,
  );
  const navigate = useNavigate();
  const [setUp, submitting] = useSetUpBenefitMutation();
  const [addToBasket, adding] = useAddToBasketMutation();
  const { beam, pending: recalculating, calculate, isFor } = useBeamCosts(benefit);
  const preview = useCostPreview(benefit);

  const fields = benefit.editFields;
  const [params] = useSearchParams();
  // Read once: the form owns the values from then on.
  const [suggested] = useState(() => suggestedValues(fields, params));
  const readOnly = !benefit.window.open;
  // In a masquerade the person's consents (terms, medical answers) are not given for them.
  const mayConsent = useCan('giveConsent');
  const terms = benefit.terms;
  const termsOwed = terms !== null && benefit.termsAcceptanceRequired;
  const { control, handleSubmit, setError, clearErrors, getValues, trigger, formState } = useForm<SetupValues>({
    // Checked when Confirm is pressed, as the api checks, and a typed field again when it is left
    // (an amount out of range is flagged then); a field's message goes once it changes.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: initialValues(fields, [...(benefit.selection?.values ?? []), ...suggested]),
    shouldFocusError: false,
  });
  const banner = formState.errors.root?.server?.message ?? null;
  const texts = useWatch({ control, name: 'fields' });
  const termsTick = useController({
    control,
    name: 'termsAccepted',
    rules: { validate: (ticked) => !termsOwed || ticked || S.termsRequired },
  });
  const medical = useController({ control, name: 'medicalAnswers' });
  const answers = medical.field.value;
  const [termsOpen, setTermsOpen] = useState(false);
  const [medicalOpen, setMedicalOpen] = useState(false);

  const coverIndex = benefit.beamSupported ? fields.findIndex((field) => field.name === COVER) : -1;
  const partnerIndex = benefit.beamSupported ? fields.findIndex((field) => field.name === PARTNER_COVER) : -1;

  /** What the beam is asked about: the cover (and partner cover) typed, once both are valid. */
  const questionOf = (next: readonly string[]): BeamQuestion | null => {
    const coverField = fields[coverIndex];
    if (!coverField) return null;
    const cover = validNumber(coverField, next[coverIndex] ?? '');
    if (cover === null) return null;
    const partnerField = fields[partnerIndex];
    if (!partnerField || (next[partnerIndex] ?? '').trim() === '') return { cover, partnerCover: null };
    const partnerCover = validNumber(partnerField, next[partnerIndex] ?? '');
    return partnerCover === null ? null : { cover, partnerCover };
  };
  const question = questionOf(texts);
  // Every other benefit whose costs turn on amounts typed previews them the same way.
  const previewOn = !benefit.beamSupported && previewsCosts(fields) && !readOnly;
  const previewQuestion = previewOn ? previewQuestionOf(fields, texts) : null;

  // The first calculation is of the cover the screen opens with; every later one is asked by
  // the change that made it (change below).
  useEffect(() => {
    const first = questionOf(getValues('fields'));
    if (first && !readOnly) calculate(first);
    const firstPreview = previewOn ? previewQuestionOf(fields, getValues('fields')) : null;
    if (firstPreview) preview.ask(firstPreview);
    // Only on mount: later questions come from the change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const beamAnswer = question && isFor(question) ? beam : null;
  const previewAnswer = preview.isFor(previewQuestion) ? preview.preview : null;
  const beamResult = beamAnswer?.result ?? null;
  const beamErrors = beamAnswer?.errors.map((error) => error.message) ?? [];
  const questions = benefit.medicalQuestions;
  // The beam says so for the cover it costed; until it answers, its rule (a cover above the free cover).
  const medicalRequired =
    questions.length > 0 &&
    question !== null &&
    (beamResult
      ? beamResult.medicalQuestionsRequired
      : benefit.freeCover != null && question.cover > benefit.freeCover);
  const answered = answers !== null && questions.every((each) => each.id in answers);
  const consentOwed = !mayConsent && (termsOwed || medicalRequired);

  const limitsFor = (name: string): Limits | null => {
    const limits =
      name === COVER ? beamResult?.valueLimits : name === PARTNER_COVER ? beamResult?.partnerValueLimits : null;
    return limits ?? null;
  };

  const tick = (ticked: boolean) => {
    termsTick.field.onChange(ticked);
    if (ticked) clearErrors('termsAccepted');
  };

  const send = async (values: SetupValues, given: MedicalAnswers | null) => {
    try {
      const { setUpBenefit: payload } = await setUp({
        input: {
          benefitId: benefit.id,
          values: valuesToSend(fields, values.fields),
          acceptedTermsVersion: termsOwed && terms ? terms.version : null,
          medicalAnswers:
            medicalRequired && given
              ? questions.map((each) => ({ questionId: each.id, answer: given[each.id] === true }))
              : null,
        },
      });
      if (payload.errors.length === 0) {
        navigate(props.benefitPath);
        return;
      }
      showErrors(payload.errors);
    } catch (error) {
      failedToSend(error);
    }
  };

  /** The api's refusals on the fields they are about, the rest in the banner. */
  const showErrors = (errors: readonly { field?: string | null; message: string }[]) => {
    const marked = new Set<string>();
    const others: string[] = [];
    for (const error of errors) {
      const field = formFieldOf(fields, error.field);
      // The first error about a field is the one it shows.
      if (field && !marked.has(field)) setError(field, { type: 'server', message: error.message });
      if (field) marked.add(field);
      else others.push(error.message);
    }
    setError('root.server', { type: 'server', message: others[0] ?? S.correctErrors });
  };

  const failedToSend = (error: unknown) => {
    // A request the browser abandoned (the page is being left) is no failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') return;
    setError('root.server', { type: 'server', message: S.connectionFailed });
  };

  /** The change goes into the basket, judged as Confirm would judge it; My benefits then shows it. */
  const putInBasket = async (values: SetupValues) => {
    if (medicalRequired) {
      setError('root.server', { type: 'rules', message: basketStrings.medicalNotInBasket });
      return;
    }
    try {
      const { addToBasket: payload } = await addToBasket({
        input: {
          benefitId: benefit.id,
          values: valuesToSend(fields, values.fields),
          acceptedTermsVersion: termsOwed && terms ? terms.version : null,
        },
      });
      if (payload.errors.length === 0) {
        navigate('/app/my-benefits/', { state: { basketAdded: benefit.title } satisfies BasketState });
        return;
      }
      showErrors(payload.errors);
    } catch (error) {
      failedToSend(error);
    }
  };

  const refused = () => setError('root.server', { type: 'rules', message: S.correctErrors });

  const busy = submitting || adding;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || busy || consentOwed) return;
    void handleSubmit(async (values) => {
      if (medicalRequired && !answered) {
        setMedicalOpen(true);
        return;
      }
      await send(values, values.medicalAnswers);
    }, refused)(event);
  };

  const addClicked = () => {
    if (readOnly || busy || consentOwed) return;
    void handleSubmit(putInBasket, refused)();
  };

  const onAnswered = (given: MedicalAnswers) => {
    medical.field.onChange(given);
    setMedicalOpen(false);
    clearErrors('medicalAnswers');
    void handleSubmit((values) => send(values, given), refused)();
  };

  const windowMessage = selectionWindowMessage(benefit.window);

  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '7' }}>
        <BenefitHeader
          title={benefit.title}
          status={benefit.status}
          statusLabel={benefit.statusLabel}
          statusPrefix={S.status}
        >
          <Text color="gray.700" maxW="3xl">
            {benefit.summary}
          </Text>
        </BenefitHeader>
        {windowMessage ? (
          <Alert.Root status={readOnly ? 'warning' : 'info'} rounded="lg" role="status">
            <Alert.Indicator />
            <Alert.Description>{windowMessage}</Alert.Description>
          </Alert.Root>
        ) : null}
        {suggested.length > 0 && !readOnly ? (
          <Alert.Root status="info" rounded="lg" role="status">
            <Alert.Indicator />
            <Alert.Description>{S.suggestedFilledIn}</Alert.Description>
          </Alert.Root>
        ) : null}
        {benefit.selection?.rejectionReason ? (
          <Alert.Root status="warning" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{S.rejectionReason}</Alert.Title>
              <Alert.Description>{benefit.selection.rejectionReason}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
          gap={{ base: '5', md: '8' }}
          alignItems="start"
        >
          <Box
            bg="white"
            rounded="2xl"
            borderWidth="1px"
            borderColor="gray.200"
            boxShadow="xs"
            p={{ base: '5', md: '7' }}
          >
            <form noValidate onSubmit={submit} aria-labelledby="setup-choice-heading">
              <Stack gap="6">
                <Stack gap="1">
                  <Heading as="h2" id="setup-choice-heading" size="lg" color="gray.900">
                    {S.yourChoice}
                  </Heading>
                  {fields.length > 0 && !readOnly ? (
                    <Text color="gray.700">{props.manage ? S.manageIntro : S.setUpIntro}</Text>
                  ) : null}
                </Stack>
                <FormBanner message={banner} />
                {fields.length === 0 ? <Text color="gray.700">{S.nothingToChoose}</Text> : null}
                {fields.map((field, index) => {
                  const limits = limitsFor(field.name) ?? limitsOf(field);
                  return (
                    <Controller
                      key={field.name}
                      control={control}
                      name={`fields.${index}`}
                      // The api's checks, with the field's own limits (editValues.ts).
                      rules={{ validate: (text) => textRule(field, text) }}
                      render={({ field: { value, onChange }, fieldState: { error } }) => (
                        <EditFieldInput
                          field={field}
                          text={value}
                          error={error?.message ?? null}
                          hint={limits ? limitsHint(field.type, limits) : null}
                          disabled={readOnly}
                          // A field left empty is not flagged until Confirm: tabbing past it is no mistake.
                          onBlur={() => {
                            if (getValues(`fields.${index}`).trim() !== '') void trigger(`fields.${index}`);
                          }}
                          onChange={(text) => {
                            onChange(text);
                            clearErrors(`fields.${index}`);
                            if (index === coverIndex || index === partnerIndex) {
                              const asked = questionOf(getValues('fields'));
                              if (asked) calculate(asked);
                            }
                            if (previewOn) {
                              const asked = previewQuestionOf(fields, getValues('fields'));
                              if (asked) preview.ask(asked);
                            }
                          }}
                        />
                      )}
                    />
                  );
                })}
                {medicalRequired ? (
                  <MedicalSection
                    answered={answered}
                    error={medical.fieldState.error?.message ?? null}
                    disabled={readOnly}
                    mayAnswer={mayConsent}
                    onOpen={() => setMedicalOpen(true)}
                  />
                ) : null}
                {terms ? (
                  <TermsSection
                    version={terms.version}
                    owed={termsOwed}
                    updated={(benefit.selection?.acceptedTermsVersion ?? terms.version) < terms.version}
                    ticked={termsTick.field.value}
                    error={termsTick.fieldState.error?.message ?? null}
                    disabled={readOnly}
                    mayAccept={mayConsent}
                    onView={() => setTermsOpen(true)}
                    onTick={tick}
                  />
                ) : null}
                {fields.length > 0 && !readOnly ? (
                  <Stack gap="3" borderTopWidth="1px" borderColor="gray.200" pt="5">
                    {benefit.requiresApproval ? (
                      <Text color="gray.700" fontSize="sm">
                        {S.needsApproval}
                      </Text>
                    ) : null}
                    <Stack
                      direction={{ base: 'column-reverse', sm: 'row' }}
                      gap="3"
                      justify={{ sm: 'flex-end' }}
                      align={{ base: 'stretch', sm: 'center' }}
                    >
                      <Button
                        type="button"
                        variant="outline"
                        colorPalette="brand"
                        size="lg"
                        minW="40"
                        loading={adding}
                        disabled={consentOwed || submitting}
                        onClick={addClicked}
                      >
                        {basketStrings.addToBasket}
                      </Button>
                      <Button
                        type="submit"
                        colorPalette="brand"
                        size="lg"
                        minW="40"
                        loading={submitting}
                        disabled={consentOwed || adding}
                      >
                        {S.confirm}
                      </Button>
                    </Stack>
                  </Stack>
                ) : null}
              </Stack>
            </form>
          </Box>
          <SetupCosts
            beamSupported={benefit.beamSupported}
            freeCover={benefit.freeCover}
            beam={beamResult}
            beamErrors={beamErrors}
            recalculating={recalculating || (previewOn && preview.pending)}
            currentCosts={benefit.costs}
            preview={
              previewOn
                ? {
                    costs: previewAnswer?.costs ?? null,
                    errors: previewAnswer?.errors.map((error) => error.message) ?? [],
                  }
                : null
            }
          />
        </Grid>
      </Stack>
      {terms ? (
        <BenefitTermsPanel
          open={termsOpen}
          title={benefit.title}
          version={terms.version}
          content={terms.content}
          canAccept={termsOwed && !termsTick.field.value && !readOnly && mayConsent}
          onClose={() => setTermsOpen(false)}
          onAccept={() => {
            tick(true);
            setTermsOpen(false);
          }}
        />
      ) : null}
      {questions.length > 0 ? (
        <MedicalQuestionsPanel
          open={medicalOpen}
          questions={questions}
          answers={answers ?? {}}
          onClose={() => setMedicalOpen(false)}
          onAnswered={onAnswered}
        />
      ) : null}
    </Container>
  );
}

/** One edit field's text as the api checks it: true, or the message. */
function textRule(field: EditFieldSpec, text: string): true | string {
  const checked = checkField(field, text);
  return checked.ok || checked.error;
}
