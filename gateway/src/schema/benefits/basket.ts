// The basket: the person's changes waiting for one Confirm, and the take-home pay before and after
// (docs/basket.md). A change goes in through the same setup input as setUpBenefit and is judged by
// the api as a choice would be; what it refuses comes back in its words on the field it is about.
import {
  type Basket,
  type BasketOutcome,
  basketOf,
  confirmBasket,
  putBasketItem,
  removeBasketItem,
} from '@portal/contract/basket';
import { requireViewer } from '../../context.js';
import type { FieldError, Resolvers } from '../__generated__/resolvers-types.js';
import { payloadOrFailure } from '../shared/failures.js';
import { toGlobalId } from '../shared/global-id.js';
import { formError } from '../shared/payload-errors.js';
import { benefitIdOf } from './benefit-id.js';
import { benefitParams, choiceRefusals } from './calls.js';
import { benefitRead, refusedChangeErrors } from './mutations.js';
import { setupBodyOf } from './setup-body.js';
import { BENEFIT_STRINGS as S } from './strings.js';

interface BasketAnswer {
  basket: Basket | null;
  errors: FieldError[];
}

const gone = (): BasketAnswer => ({ basket: null, errors: formError(S.notFound) });
const failed = (message: string): BasketAnswer => ({ basket: null, errors: formError(message) });

export const basketResolvers: Resolvers = {
  Viewer: {
    async basket(_, __, context) {
      requireViewer(context);
      return (await context.api.call(basketOf)).basket;
    },
  },
  Basket: {
    // One basket a person: the store keeps it under one id, so a payload's basket replaces the one shown.
    id: () => toGlobalId('Basket', 'viewer'),
    takeHomeBefore: (basket) => basket.takeHome.before,
    takeHomeAfter: (basket) => basket.takeHome.after,
  },
  BasketItem: {
    id: (item) => toGlobalId('BasketItem', item.benefitId),
    async benefit(item, _, context) {
      const benefit = await benefitRead(item.benefitId, context);
      if (!benefit) throw new Error(S.notFound);
      return benefit;
    },
    values: (item) => Object.entries(item.values).map(([name, value]) => ({ name, value: String(value) })),
    acceptedTermsVersion: (item) => item.acceptedTerms,
  },
  BasketOutcome: {
    benefit: (outcome, _, context) => benefitRead(outcome.benefitId, context),
  },
  Mutation: {
    async addToBasket(_, { input }, context) {
      const loaders = requireViewer(context);
      const benefitId = benefitIdOf(input.benefitId);
      if (benefitId === null) return gone();
      return payloadOrFailure<BasketAnswer>(async () => {
        const current = await loaders.benefit.load(benefitId);
        if (!current.ok) return gone();
        const setup = setupBodyOf({ ...input, medicalAnswers: null }, current.body.benefit.editFields);
        if (setup.errors) return { basket: null, errors: setup.errors };
        const outcome = await context.api.outcome(
          putBasketItem,
          { params: benefitParams(benefitId), body: setup.body },
          choiceRefusals,
        );
        if (outcome.ok) return { basket: outcome.body.basket, errors: [] };
        if (outcome.refusal === 'notFound') return gone();
        return { basket: null, errors: refusedChangeErrors(outcome, current.body.benefit) };
      }, failed);
    },
    async removeFromBasket(_, { input }, context) {
      requireViewer(context);
      const benefitId = benefitIdOf(input.benefitId);
      if (benefitId === null) return gone();
      return payloadOrFailure<BasketAnswer>(async () => {
        const { basket } = await context.api.call(removeBasketItem, { params: benefitParams(benefitId) });
        return { basket, errors: [] };
      }, failed);
    },
    async confirmBasket(_, { input }, context) {
      const loaders = requireViewer(context);
      const clientMutationId = input.clientMutationId ?? null;
      return payloadOrFailure<BasketAnswer & { outcomes: BasketOutcome[]; clientMutationId: string | null }>(
        async () => {
          const { outcomes, basket } = await context.api.call(confirmBasket);
          // Every benefit confirmed has a new status and costs: read each afresh.
          loaders.benefit.clearAll();
          return { outcomes, basket, errors: [], clientMutationId };
        },
        (message) => ({ outcomes: [], basket: null, errors: formError(message), clientMutationId }),
      );
    },
  },
};
