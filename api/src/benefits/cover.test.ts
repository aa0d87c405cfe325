// Cover benefits over the real api: the beam calculation with its limits, partner cover, and the
// medical questions asked above the free cover, whose answers are sealed and never sent back.
import { beamCosts, benefit, createSelection, updateSelection } from '@portal/contract/benefits';
import type { BodyInput, StatusOf } from '@portal/contract/endpoint';
import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema-audit.js';
import { selections } from '../db/schema-selections.js';
import { benefitIdOf } from '../testing/benefits.js';
import { useTestApi } from '../testing/test-api.js';
import { noCoverMessage, partnerNeededMessage } from './beam-costs.js';
import { medicalAnswersMessage } from './choosing.js';
import { underwritingNote } from './selection-view.js';

const t = useTestApi();
let alex: string;
let life: number;
let illness: number;

beforeAll(async () => {
  alex = await t.logIn('employee@acme.test');
  life = await benefitIdOf(t.api.db, 'life-assurance');
  illness = await benefitIdOf(t.api.db, 'critical-illness');
});

const beam = <S extends StatusOf<typeof beamCosts> = 200>(
  body: BodyInput<typeof beamCosts>,
  status = 200 as S,
  token = alex,
) => t.call(beamCosts, status, { body, token });

test('the beam calculation: free cover from salary, a rate per £1,000 above it by age, partner cover at the partner’s age', async () => {
  // Alex earns £60,000 and is 40: free cover 2× = £120,000; at most 8× = £480,000.
  const answer = await beam({ eeben_benefit_id: life, cover: 30000000, partner_cover: 5000000 });
  expect(answer).toEqual(
    expect.objectContaining({
      status: 200,
      body: {
        beamCosts: {
          employeeGross: 180 * 9 + 50 * 5,
          employeeNet: 180 * 9 + 50 * 5,
          taxSaving: 0,
          niSaving: 0,
          employer: 120 * 9,
          freeCover: 12000000,
          coverAboveFree: 18000000,
          medicalQuestionsRequired: false,
        },
        value_limits: { min: 12000000, max: 48000000, step: 100000 },
        partner_value_limits: { min: 0, max: 25000000, step: 100000 },
      },
    }),
  );
  expect(await beam({ eeben_benefit_id: life, cover: 50000000 }, 422)).toMatchObject({
    status: 422,
    body: { errors: { cover: ['Please enter a value between £120,000.00 and £480,000.00'] } },
  });
  expect(await beam({ eeben_benefit_id: life, cover: 12000000, partner_cover: 25100000 }, 422)).toMatchObject({
    status: 422,
    body: { errors: { partner_cover: ['Please enter a value between £0.00 and £250,000.00'] } },
  });
  expect(await beam({ eeben_benefit_id: life, cover: 12000500 }, 422)).toMatchObject({
    status: 422,
    body: { errors: { cover: ['Please enter a value in steps of £1,000.00'] } },
  });
  expect(await beam({ eeben_benefit_id: await benefitIdOf(t.api.db, 'pension'), cover: 0 }, 422)).toMatchObject({
    status: 422,
    body: { errors: { eeben_benefit_id: [noCoverMessage] } },
  });
  // Without the benefit's id, a request the contract does not describe: sent untyped.
  expect(await t.post('/benefits/beam-costs', { cover: 100 }, alex)).toMatchObject({
    status: 422,
    body: { errors: { eeben_benefit_id: ['This field is required'] } },
  });

  // Sam has no partner in his family details: no partner limits, and partner cover is refused.
  const sam = await t.logIn('employer@acme.test');
  expect((await beam({ eeben_benefit_id: life, cover: 17000000 }, 200, sam)).body).toMatchObject({
    partner_value_limits: null,
    value_limits: { min: 17000000, max: 68000000 },
  });
  expect(await beam({ eeben_benefit_id: life, cover: 17000000, partner_cover: 100000 }, 422, sam)).toMatchObject({
    status: 422,
    body: { errors: { partner_cover: [partnerNeededMessage] } },
  });
});

test('above the free cover the medical questions are asked; the cap is the smaller of 3× salary and £150,000', async () => {
  const answer = await beam({ eeben_benefit_id: illness, cover: 5000000 });
  expect(answer.body).toMatchObject({
    beamCosts: { freeCover: 2500000, coverAboveFree: 2500000, medicalQuestionsRequired: true, employeeGross: 25 * 38 },
    value_limits: { min: 2500000, max: 15000000, step: 500000 },
  });
  expect((await beam({ eeben_benefit_id: illness, cover: 2500000 })).body).toMatchObject({
    beamCosts: { medicalQuestionsRequired: false, employeeGross: 0 },
  });
});

test('reapplying above the free cover needs every answer; a yes that needs underwriting makes it wait', async () => {
  const product = await t.call(benefit, 200, { params: { benefitId: illness }, token: alex });
  const ids = product.body.medicalQuestions.map((question) => question.id);
  expect(ids).toHaveLength(3);
  const apply = <S extends StatusOf<typeof createSelection>>(
    status: S,
    medical_answers?: { questionId: number; answer: boolean }[],
    cover = 7500000,
  ) =>
    t.call(createSelection, status, {
      params: { benefitId: illness },
      body: { values: { cover }, medical_answers },
      token: alex,
    });

  expect(await apply(422)).toMatchObject({
    status: 422,
    body: { errors: { medical_answers: [medicalAnswersMessage] } },
  });
  expect(
    await apply(
      422,
      ids.slice(0, 2).map((questionId) => ({ questionId, answer: false })),
    ),
  ).toMatchObject({ status: 422, body: { errors: { medical_answers: [medicalAnswersMessage] } } });
  expect(
    await apply(
      422,
      [...ids, 999].map((questionId) => ({ questionId, answer: false })),
    ),
  ).toMatchObject({ status: 422 });

  const answers = ids.map((questionId, i) => ({ questionId, answer: i === 0 }));
  const waiting = await apply(201, answers);
  expect(waiting.status).toBe(201);
  expect(waiting.body.selection.status).toBe('pending');
  expect(waiting.body.selection.planDetails).toContainEqual({ label: 'Underwriting', value: underwritingNote });
  expect(JSON.stringify(waiting.body)).not.toMatch(/"answer"|questionId/);
  const [row] = await t.api.db.select().from(selections).where(eq(selections.id, waiting.body.selection.selectionId));
  expect(row!.medicalAnswersSealed).toMatch(/^v1\./);
  expect(row!.medicalAnswersSealed).not.toContain('true');
  expect(JSON.parse(t.secretBox.open(row!.medicalAnswersSealed!))).toEqual(answers);
  expect(row!.underwritingRequired).toBe(true);
  // The audit row records the choice, never the answers.
  const audit = await t.api.db.select({ details: auditLog.details }).from(auditLog);
  expect(JSON.stringify(audit)).not.toMatch(/medical|questionId|v1\./);

  // Lowering the cover to the free cover needs no answers and no underwriting.
  const lowered = await t.call(updateSelection, 200, {
    params: { selectionId: waiting.body.selection.selectionId },
    body: { values: { cover: 2500000 } },
    token: alex,
  });
  expect(lowered).toMatchObject({ status: 200, body: { selection: { status: 'active' } } });
  const [after] = await t.api.db.select().from(selections).where(eq(selections.id, waiting.body.selection.selectionId));
  expect(after).toMatchObject({ medicalAnswersSealed: null, underwritingRequired: false });

  // All noes above the free cover: active straight away.
  const noes = await t.call(updateSelection, 200, {
    params: { selectionId: waiting.body.selection.selectionId },
    body: { values: { cover: 5000000 }, medical_answers: ids.map((questionId) => ({ questionId, answer: false })) },
    token: alex,
  });
  expect(noes).toMatchObject({ status: 200, body: { selection: { status: 'active' } } });
});
