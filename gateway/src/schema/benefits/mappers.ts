// What the benefits domain's types receive as their parent, and the REST shapes its files share:
// each derived from the contract's schemas, so the gateway and the api cannot disagree on a field.
import type {
  benefitCard,
  benefitProduct,
  claim,
  createSelection,
  fieldValue,
  selection,
  statementRow,
} from '@portal/contract/benefits';
import type { Basket, BasketItem, BasketOutcome } from '@portal/contract/basket';
import type { BodyInput } from '@portal/contract/endpoint';
import type { z } from 'zod';

export type RestBenefitCard = z.output<typeof benefitCard>;
export type RestBenefitProduct = z.output<typeof benefitProduct>;
export type RestSelection = z.output<typeof selection>;
export type RestClaim = z.output<typeof claim>;
export type RestStatementRow = z.output<typeof statementRow>;
export type RestEditFieldType = RestBenefitProduct['editFields'][number]['type'];
export type RestFieldValue = z.output<typeof fieldValue>;
/** What choosing or changing a benefit sends. */
export type RestSetupBody = BodyInput<typeof createSelection>;

/**
 * A benefit as a list shows it: every field a card has is read from the card, so a list of any
 * length costs one api call; the benefit page's other fields load the product (one call per
 * benefit, shared by all of them through the `benefit` loader).
 */
export interface BenefitParent {
  card: RestBenefitCard;
}

export type SelectionParent = RestSelection;

export type ClaimParent = RestClaim;

export type BasketParent = Basket;
export type BasketItemParent = BasketItem;
export type BasketOutcomeParent = BasketOutcome;
