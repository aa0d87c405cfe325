import { benefitFilters, costsTotal, eligibleBenefits } from '@portal/contract/benefits';
import { requireViewer } from '../../context.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { ClaimParent, SelectionParent } from './mappers.js';
import { toGlobalId } from '../shared/global-id.js';
import { sameNamedFields } from '../shared/same-named-fields.js';
import { benefitIdOf } from './benefit-id.js';

const selectionFields = sameNamedFields((selection: SelectionParent) => selection);
const claimFields = sameNamedFields((claim: ClaimParent) => claim);

export const benefitResolvers: Resolvers = {
  Viewer: {
    /** One call for the whole list, whatever its length: every card carries its status and costs. */
    async benefits(_, args, context) {
      requireViewer(context);
      const query = { category: args.category ?? undefined, status: args.status ?? undefined };
      const { benefits } = await context.api.call(eligibleBenefits, { query });
      return benefits.map((card) => ({ card }));
    },
    benefitFilters(_, __, context) {
      requireViewer(context);
      return context.api.call(benefitFilters);
    },
    /** Null for an id that names no benefit of the viewer's: the page says it was removed or relocated. */
    async benefit(_, args, context) {
      const loaders = requireViewer(context);
      const benefitId = benefitIdOf(args.id);
      if (benefitId === null) return null;
      const outcome = await loaders.benefit.load(benefitId);
      return outcome.ok ? { card: outcome.body.benefit } : null;
    },
    async benefitCosts(_, __, context) {
      requireViewer(context);
      return { total: (await context.api.call(costsTotal)).total };
    },
    /** The api answers a zero balance with no payment for someone who never had vouchers. */
    async voucherBalance(_, __, context) {
      const ccv = await requireViewer(context).ccvBalance.load('me');
      return ccv.balance === 0 && ccv.lastPaymentDate === null ? null : ccv;
    },
  },
  Selection: {
    id: (selection) => toGlobalId('Selection', selection.selectionId),
    ...selectionFields(
      'status',
      'statusLabel',
      'planDetails',
      'peopleCovered',
      'cta',
      'startDate',
      'endDate',
      'acceptedTermsVersion',
      'rejectionReason',
    ),
    values: (selection) => Object.entries(selection.values).map(([name, value]) => ({ name, value: String(value) })),
    costs: (selection) => selection.costsSummaryForMonthlyCostSection,
  },
  Claim: {
    id: (claim) => toGlobalId('Claim', claim.claimId),
    ...claimFields('amount', 'treatmentDate', 'description', 'status', 'statusLabel', 'receiptName', 'submittedAt'),
  },
};
