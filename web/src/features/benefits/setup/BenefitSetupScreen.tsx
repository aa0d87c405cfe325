// The setup and manage screen (spec section 2: /app/my-benefits/:id/setup/* and
// /app/my-benefits/:id/manage are one screen; docs/benefits.md "Choosing"): the benefit's title and
// status, its edit fields checked as the api checks them, the beam costs of a cover as it changes,
// the medical questions above the free cover, the terms when they are owed, and Confirm. Outside
// the selection window everything is read only, with the window's message.
import { Alert, Box, Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { BenefitSetupScreen_benefit$key } from '../../../__generated__/BenefitSetupScreen_benefit.graphql';
import { FormBanner } from '../../../forms/FormBanner';
import { BenefitTermsPanel } from '../BenefitTermsPanel';
import { BenefitHeader } from '../BenefitHeader';
import { selectionWindowMessage } from '../selectionWindow';
import { checkField, limitsHint, limitsOf, textOf, validNumber, type Limits } from './editValues';
import { EditFieldInput } from './EditFieldInput';
import { MedicalQuestionsPanel, type MedicalAnswers } from './MedicalQuestionsPanel';
import { SetupCosts } from './SetupCosts';
import { MedicalSection, TermsSection } from './SetupSections';
import { setupStrings as S } from './strings';
import { useBeamCosts, type BeamQuestion } from './useBeamCosts';
import { useSetUpBenefitMutation } from './useSetUpBenefitMutation';

const TERMS = 'acceptedTermsVersion';
const MEDICAL = 'medicalAnswers';
const COVER = 'cover';
const PARTNER_COVER = 'partnerCover';

type Texts = Readonly<Record<string, string>>;

export function BenefitSetupScreen(props: { benefit: BenefitSetupScreen_benefit$key; benefitPath: string; manage: boolean }) {
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
      }
    `,
    props.benefit,
  );
  const navigate = useNavigate();
  const [setUp, submitting] = useSetUpBenefitMutation();
  const { beam, pending: recalculating, calculate, isFor } = useBeamCosts(benefit);

  const fields = benefit.editFields;
  const [texts, setTexts] = useState<Texts>(() => initialTexts(fields, benefit.selection?.values ?? []));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [termsTicked, setTermsTicked] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [medicalOpen, setMedicalOpen] = useState(false);
  const [answers, setAnswers] = useState<MedicalAnswers | null>(null);

  const readOnly = !benefit.window.open;
  const terms = benefit.terms;
  const termsOwed = terms !== null && benefit.termsAcceptanceRequired;
  const coverField = benefit.beamSupported ? fields.find((field) => field.name === COVER) : undefined;
  const partnerField = benefit.beamSupported ? fields.find((field) => field.name === PARTNER_COVER) : undefined;

  /** What the beam is asked about: the cover (and partner cover) typed, once both are valid. */
  const questionOf = (next: Texts): BeamQuestion | null => {
    if (!coverField) return null;
    const cover = validNumber(coverField, next[COVER] ?? '');
    if (cover === null) return null;
    if (!partnerField || (next[PARTNER_COVER] ?? '').trim() === '') return { cover, partnerCover: null };
    const partnerCover = validNumber(partnerField, next[PARTNER_COVER] ?? '');
    return partnerCover === null ? null : { cover, partnerCover };
  };
  const question = questionOf(texts);

  // The first calculation is of the cover the screen opens with; every later one is asked by
  // the change that made it (onChange below).
  useEffect(() => {
    const first = questionOf(texts);
    if (first && !readOnly) calculate(first);
    // Only on mount: later questions come from the change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const beamAnswer = question && isFor(question) ? beam : null;
  const beamResult = beamAnswer?.result ?? null;
  const beamErrors = beamAnswer?.errors.map((error) => error.message) ?? [];
  const questions = benefit.medicalQuestions;
  // The beam says so for the cover it costed; until it answers, its rule (a cover above the free cover).
  const medicalRequired =
    questions.length > 0 && question !== null && (beamResult ? beamResult.medicalQuestionsRequired : benefit.freeCover != null && question.cover > benefit.freeCover);
  const answered = answers !== null && questions.every((each) => each.id in answers);

  const limitsFor = (name: string): Limits | null => {
    const limits = name === COVER ? beamResult?.valueLimits : name === PARTNER_COVER ? beamResult?.partnerValueLimits : null;
    return limits ?? null;
  };

  const change = (name: string, text: string) => {
    const next = { ...texts, [name]: text };
    setTexts(next);
    setErrors(({ [name]: _cleared, ...rest }) => rest);
    if (name === COVER || name === PARTNER_COVER) {
      const asked = questionOf(next);
      if (asked) calculate(asked);
    }
  };

  /** The values to send, or null after showing why they cannot be sent. */
  const collect = () => {
    const found: Record<string, string> = {};
    const values: { name: string; value: string }[] = [];
    for (const field of fields) {
      const checked = checkField(field, texts[field.name] ?? '');
      if (!checked.ok) found[field.name] = checked.error;
      else if (checked.value !== null) values.push({ name: field.name, value: checked.value });
    }
    if (termsOwed && !termsTicked) found[TERMS] = S.termsRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setBanner(S.correctErrors);
      return null;
    }
    return values;
  };

  const send = async (values: { name: string; value: string }[], medical: MedicalAnswers | null) => {
    setBanner(null);
    try {
      const { setUpBenefit: payload } = await setUp({
        input: {
          benefitId: benefit.id,
          values,
          acceptedTermsVersion: termsOwed && terms ? terms.version : null,
          medicalAnswers: medicalRequired && medical ? questions.map((each) => ({ questionId: each.id, answer: medical[each.id] === true })) : null,
        },
      });
      if (payload.errors.length === 0) {
        navigate(props.benefitPath);
        return;
      }
      const onFields: Record<string, string> = {};
      const others: string[] = [];
      for (const error of payload.errors) {
        const known = error.field !== null && error.field !== undefined && (error.field === TERMS || error.field === MEDICAL || fields.some((field) => field.name === error.field));
        if (known && error.field) onFields[error.field] ??= error.message;
        else others.push(error.message);
      }
      setErrors(onFields);
      setBanner(others[0] ?? S.correctErrors);
    } catch (error) {
      // A request the browser abandoned (the page is being left) is no failure to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setBanner(S.connectionFailed);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || submitting) return;
    const values = collect();
    if (!values) return;
    if (medicalRequired && !answered) {
      setMedicalOpen(true);
      return;
    }
    void send(values, answers);
  };

  const onAnswered = (given: MedicalAnswers) => {
    setAnswers(given);
    setMedicalOpen(false);
    setErrors(({ [MEDICAL]: _cleared, ...rest }) => rest);
    const values = collect();
    if (values) void send(values, given);
  };

  const windowMessage = selectionWindowMessage(benefit.window);

  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Stack gap={{ base: '5', md: '7' }}>
        <BenefitHeader title={benefit.title} status={benefit.status} statusLabel={benefit.statusLabel} statusPrefix={S.status}>
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
        {benefit.selection?.rejectionReason ? (
          <Alert.Root status="warning" rounded="lg">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{S.rejectionReason}</Alert.Title>
              <Alert.Description>{benefit.selection.rejectionReason}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={{ base: '5', md: '8' }} alignItems="start">
          <Box bg="white" rounded="2xl" borderWidth="1px" borderColor="gray.200" boxShadow="xs" p={{ base: '5', md: '7' }}>
            <form noValidate onSubmit={submit} aria-labelledby="setup-choice-heading">
              <Stack gap="6">
                <Stack gap="1">
                  <Heading as="h2" id="setup-choice-heading" size="lg" color="gray.900">
                    {S.yourChoice}
                  </Heading>
                  {fields.length > 0 && !readOnly ? <Text color="gray.700">{props.manage ? S.manageIntro : S.setUpIntro}</Text> : null}
                </Stack>
                <FormBanner message={banner} />
                {fields.length === 0 ? <Text color="gray.700">{S.nothingToChoose}</Text> : null}
                {fields.map((field) => {
                  const limits = limitsFor(field.name) ?? limitsOf(field);
                  return (
                    <EditFieldInput
                      key={field.name}
                      field={field}
                      text={texts[field.name] ?? ''}
                      error={errors[field.name] ?? null}
                      hint={limits ? limitsHint(field.type, limits) : null}
                      disabled={readOnly}
                      onChange={(text) => change(field.name, text)}
                    />
                  );
                })}
                {medicalRequired ? <MedicalSection answered={answered} error={errors[MEDICAL] ?? null} disabled={readOnly} onOpen={() => setMedicalOpen(true)} /> : null}
                {terms ? (
                  <TermsSection
                    version={terms.version}
                    owed={termsOwed}
                    updated={(benefit.selection?.acceptedTermsVersion ?? terms.version) < terms.version}
                    ticked={termsTicked}
                    error={errors[TERMS] ?? null}
                    disabled={readOnly}
                    onView={() => setTermsOpen(true)}
                    onTick={(ticked) => {
                      setTermsTicked(ticked);
                      if (ticked) setErrors(({ [TERMS]: _cleared, ...rest }) => rest);
                    }}
                  />
                ) : null}
                {fields.length > 0 && !readOnly ? (
                  <Stack gap="3" borderTopWidth="1px" borderColor="gray.200" pt="5">
                    {benefit.requiresApproval ? (
                      <Text color="gray.700" fontSize="sm">
                        {S.needsApproval}
                      </Text>
                    ) : null}
                    <Button type="submit" colorPalette="brand" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-end' }} minW="40" loading={submitting}>
                      {S.confirm}
                    </Button>
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
            recalculating={recalculating}
            currentCosts={benefit.costs}
          />
        </Grid>
      </Stack>
      {terms ? (
        <BenefitTermsPanel
          open={termsOpen}
          title={benefit.title}
          version={terms.version}
          content={terms.content}
          canAccept={termsOwed && !termsTicked && !readOnly}
          onClose={() => setTermsOpen(false)}
          onAccept={() => {
            setTermsTicked(true);
            setErrors(({ [TERMS]: _cleared, ...rest }) => rest);
            setTermsOpen(false);
          }}
        />
      ) : null}
      {questions.length > 0 ? (
        <MedicalQuestionsPanel open={medicalOpen} questions={questions} answers={answers ?? {}} onClose={() => setMedicalOpen(false)} onAnswered={onAnswered} />
      ) : null}
    </Container>
  );
}

/** The text each field opens with: the selection's value as typed, or empty (a yes/no: no). */
function initialTexts(fields: ReadonlyArray<{ name: string; type: string }>, values: ReadonlyArray<{ name: string; value: string }>): Texts {
  const chosen = new Map(values.map(({ name, value }) => [name, value]));
  return Object.fromEntries(
    fields.map((field) => {
      const value = chosen.get(field.name);
      if (value === undefined) return [field.name, field.type === 'BOOLEAN' ? 'false' : ''];
      return [field.name, textOf(field.type, value)];
    }),
  );
}
