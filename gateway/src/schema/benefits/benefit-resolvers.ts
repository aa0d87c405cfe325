import { claims, relatedBenefits, relatedFaqs } from '@portal/contract/benefits';
import { requireViewer, type GatewayContext } from '../../context.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { orNull } from '../shared/failures.js';
import { toGlobalId } from '../shared/global-id.js';
import { sameNamedFields } from '../shared/same-named-fields.js';
import { beamCostsOf } from './beam-costs.js';
import { costPreviewOf } from './cost-preview.js';
import { benefitParams } from './calls.js';
import type { BenefitParent, RestBenefitProduct } from './mappers.js';
import { statementGroupCode, statementRowsOf } from './statements.js';

/** What a card already says: read from the card, never with another call. */
const cardFields = sameNamedFields(({ card }: BenefitParent) => card);

/**
 * The product and the viewer's selection of the parent's benefit, read once per request however
 * many fields ask (the `benefit` loader). A benefit that has gone since its card was read is
 * refused like one that is not the viewer's.
 */
async function answerOf({ card }: BenefitParent, context: GatewayContext) {
  const outcome = await requireViewer(context).benefit.load(card.id);
  if (!outcome.ok) throw outcome.error;
  return outcome.body;
}

type ProductResolver<F extends keyof RestBenefitProduct> = (
  parent: BenefitParent,
  args: unknown,
  context: GatewayContext,
) => Promise<RestBenefitProduct[F]>;

/** Fields the benefit page reads from the product under their own names. */
function productFields<K extends keyof RestBenefitProduct>(...names: K[]): { [F in K]: ProductResolver<F> } {
  const resolverOf = (name: K) => async (parent: BenefitParent, _: unknown, context: GatewayContext) =>
    (await answerOf(parent, context)).benefit[name];
  return Object.fromEntries(names.map((name) => [name, resolverOf(name)])) as { [F in K]: ProductResolver<F> };
}

export const benefitTypeResolvers: Resolvers = {
  Benefit: {
    id: ({ card }) => toGlobalId('Benefit', card.id),
    benefitId: ({ card }) => String(card.id),
    ...cardFields(
      'slug',
      'title',
      'summary',
      'category',
      'kind',
      'groupCode',
      'providerName',
      'requiresApproval',
      'salarySacrifice',
      'status',
      'statusLabel',
      'costs',
    ),
    ...productFields(
      'descriptionHtml',
      'beamSupported',
      'editFields',
      'compareOptions',
      'freeCover',
      'claimSteps',
      'claimsEnabled',
      'voucherBalance',
    ),
    async terms(parent, _, context) {
      const { terms } = (await answerOf(parent, context)).benefit;
      return terms && { version: terms.version, content: terms.content };
    },
    termsAcceptanceRequired: async (parent, _, context) =>
      (await answerOf(parent, context)).benefit.termsAndConditionsShown,
    async medicalQuestions(parent, _, context) {
      const { medicalQuestions } = (await answerOf(parent, context)).benefit;
      return medicalQuestions.map((question) => ({ id: String(question.id), text: question.text }));
    },
    async window(parent, _, context) {
      const { open, opensOn, closesOn, lifeEvent } = (await answerOf(parent, context)).benefit.window;
      return { open, opensOn, closesOn, lifeEvent };
    },
    selection: async (parent, _, context) => (await answerOf(parent, context)).selection,
    relatedFaqs: async ({ card }, _, context) =>
      (await context.api.call(relatedFaqs, { params: benefitParams(card.id) })).faqs,
    relatedBenefits: async ({ card }, _, context) =>
      (await context.api.call(relatedBenefits, { params: benefitParams(card.id) })).benefits.map((related) => ({
        card: related,
      })),
    claims: async ({ card }, _, context) => (await context.api.call(claims, { params: benefitParams(card.id) })).claims,
    /** Null when the statement could not be read: the spec stores "error" and the panel says so. */
    async statements({ card }, _, context) {
      if (!statementGroupCode.test(card.groupCode)) return [];
      const answer = await orNull(() => requireViewer(context).statements.load(card.groupCode));
      return answer && statementRowsOf(answer.statements);
    },
    /**
     * Whether the page offers the Statement panel: only with a month to list. A statement that
     * could not be read is offered, so that its panel says so rather than the page hiding it.
     */
    async hasStatements({ card }, _, context) {
      if (!statementGroupCode.test(card.groupCode)) return false;
      const answer = await orNull(() => requireViewer(context).statements.load(card.groupCode));
      return answer === null || answer.statements.length > 0;
    },
    beamCosts: ({ card }, args, context) => beamCostsOf(card, args, context),
    costPreview: (parent, args, context) =>
      costPreviewOf(parent.card, async () => (await answerOf(parent, context)).benefit, args, context),
  },
};
