import { fromGlobalId } from '../shared/global-id.js';

const wholeId = /^[1-9]\d{0,9}$/;
const largestId = 2_147_483_647;

/**
 * The benefit an id names: a Benefit's global id, or the whole-number id the REST paths, the
 * approvals route and the total reward's summaries use. Anything else names no benefit (null),
 * and no api call is made for it.
 */
export function benefitIdOf(id: string): number | null {
  const parsed = fromGlobalId(id);
  const raw = wholeId.test(id) ? id : parsed?.type === 'Benefit' ? parsed.id : null;
  if (raw === null || !wholeId.test(raw)) return null;
  const benefitId = Number(raw);
  return benefitId <= largestId ? benefitId : null;
}
