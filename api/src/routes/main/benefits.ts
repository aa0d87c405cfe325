// Benefits: the catalogue, one benefit with its selection, choosing and opting out, costs and the
// beam calculation (docs/benefits.md). A benefit the person may not see answers 404 before any
// body is judged.
import {
  beamCosts,
  costPreview,
  benefit,
  benefitFilters,
  benefitSelection,
  benefitWithSelection,
  costsTotal,
  createSelection,
  eligibleBenefits,
  helpMeChoose,
  relatedBenefits,
  relatedFaqs,
  saveHelpMeChoose,
  updateSelection,
} from '@portal/contract/benefits';
import { Router } from 'express';
import type { Authentication } from '../../auth/authentication.js';
import { beamCostsFor } from '../../benefits/beam-costs.js';
import { costPreviewFor } from '../../benefits/cost-preview.js';
import * as cards from '../../benefits/cards.js';
import { findEligibleBenefit, findOwnSelectionBenefit } from '../../benefits/catalogue.js';
import * as choosing from '../../benefits/choosing.js';
import { helpMeChooseFor, saveHelpMeChoose as saveAnswers } from '../../benefits/help-me-choose.js';
import { loadBenefitState, productOf, relatedCards, selectionOf } from '../../benefits/product.js';
import { send } from '../../http/send.js';
import type { ApiServices } from '../../services.js';
import { route } from '../route.js';

export function benefitRoutes(services: ApiServices): Router {
  const { db } = services;
  const router = Router();
  const eligible = {
    access: (auth: Authentication, params: { benefitId: number }) =>
      findEligibleBenefit(db, auth.user, params.benefitId),
  };
  const withState = {
    access: async (auth: Authentication, params: { benefitId: number }) =>
      loadBenefitState(db, auth.user, await findEligibleBenefit(db, auth.user, params.benefitId)),
  };

  route(router, services, eligibleBenefits, async ({ auth, query, res }) => {
    send(res, eligibleBenefits, 200, await cards.eligibleCards(db, auth.user, query));
  });
  route(router, services, benefitFilters, async ({ auth, res }) => {
    send(res, benefitFilters, 200, await cards.benefitFilters(db, auth.user));
  });
  route(router, services, costsTotal, async ({ auth, res }) => {
    send(res, costsTotal, 200, await cards.costsTotal(db, auth.user));
  });
  route(router, services, helpMeChoose, async ({ auth, res }) => {
    send(res, helpMeChoose, 200, await helpMeChooseFor(db, auth.user));
  });
  route(router, services, saveHelpMeChoose, async ({ auth, body, res }) => {
    send(res, saveHelpMeChoose, 200, await saveAnswers(db, auth.user, body.answers));
  });
  route(router, services, beamCosts, async ({ auth, body, res }) => {
    send(res, beamCosts, 200, await beamCostsFor(db, auth.user, body));
  });
  route(router, services, costPreview, eligible, async ({ auth, access, body, res }) => {
    send(res, costPreview, 200, await costPreviewFor(db, auth.user, access, body.values));
  });
  route(router, services, benefit, withState, async ({ access: state, res }) => {
    send(res, benefit, 200, await productOf(db, state));
  });
  route(router, services, benefitSelection, withState, ({ access: state, res }) => {
    send(res, benefitSelection, 200, { selection: selectionOf(state) });
  });
  route(router, services, benefitWithSelection, withState, async ({ access: state, res }) => {
    send(res, benefitWithSelection, 200, { benefit: await productOf(db, state), selection: selectionOf(state) });
  });
  route(router, services, relatedFaqs, eligible, ({ access: { benefit: row }, res }) => {
    send(res, relatedFaqs, 200, { faqs: row.faqs });
  });
  route(router, services, relatedBenefits, eligible, async ({ auth, access, res }) => {
    send(res, relatedBenefits, 200, { benefits: await relatedCards(db, auth.user, access) });
  });
  route(router, services, createSelection, withState, async ({ auth, access: state, body, res }) => {
    send(res, createSelection, 201, { selection: await choosing.createSelection(services, auth, state, body) });
  });
  route(
    router,
    services,
    updateSelection,
    {
      access: async (auth: Authentication, params: { selectionId: number }) =>
        loadBenefitState(db, auth.user, await findOwnSelectionBenefit(db, auth.user, params.selectionId)),
    },
    async ({ auth, access: state, params, body, res }) => {
      send(res, updateSelection, 200, {
        selection: await choosing.updateSelection(services, auth, state, params.selectionId, body),
      });
    },
  );
  return router;
}
