// What the benefits domain's calls share: how a path names a benefit, and which refusals a choice
// words itself.
import { refusalsBut } from '../../rest/decode.js';

/** Paths name a benefit by its whole-number id. */
export const benefitParams = (benefitId: number) => ({ benefitId: String(benefitId) });

/**
 * Choosing, opting out, claims and the beam calculation: a dead session and a refused access are
 * thrown, the rest (refused fields, a shut window, a benefit that is gone) worded.
 */
export const choiceRefusals = refusalsBut('unauthenticated', 'forbidden');
