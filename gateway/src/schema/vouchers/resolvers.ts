// The employer's voucher screen (ccv/manage), rendered natively rather than as the spec's embedded
// frame with a token in its URL (docs/vouchers.md). Who may is the contract's declaration of
// ccv/manage (employer administrators): anyone else is FORBIDDEN here before the api is asked.
import {
  createVoucherOrder,
  placeSavedVoucherOrder,
  voucherManage,
  type VoucherOrder as RestVoucherOrder,
} from '@portal/contract/vouchers';
import { requireAccess, requireViewer, type GatewayContext } from '../../context.js';
import { refusalsBut } from '../../rest/decode.js';
import type { OutcomeOf } from '../../rest/rest-api.js';
import { SOMETHING_WENT_WRONG } from '../../messages.js';
import { type Resolvers, type VoucherOrder, VoucherOrderStatus } from '../__generated__/resolvers-types.js';
import { fromGlobalId, toGlobalId } from '../shared/global-id.js';
import { fieldErrorsOr, formError } from '../shared/payload-errors.js';

const requireAdmin = (context: GatewayContext) => requireAccess(context, voucherManage);

function orderOf(order: RestVoucherOrder): VoucherOrder {
  return {
    ...order,
    id: toGlobalId('VoucherOrder', order.id),
    status: order.status === 'placed' ? VoucherOrderStatus.Placed : VoucherOrderStatus.Saved,
  };
}

/** A refusal of the order (409, 422, 404) is the screen's to word; a dead session and a refused access are thrown. */
const orderRefusals = refusalsBut('unauthenticated', 'forbidden');

type Outcome = OutcomeOf<typeof createVoucherOrder> | OutcomeOf<typeof placeSavedVoucherOrder>;

async function payloadOf(context: GatewayContext, outcome: Outcome) {
  const viewer = { user: await requireViewer(context).user.load('me') };
  if (outcome.ok) return { order: orderOf(outcome.body.order), viewer, errors: [] };
  const errors =
    outcome.refusal === 'invalid'
      ? fieldErrorsOr(outcome.fieldErrors, SOMETHING_WENT_WRONG)
      : formError(outcome.said ?? SOMETHING_WENT_WRONG);
  return { order: null, viewer, errors };
}

export const voucherResolvers: Resolvers = {
  Viewer: {
    async voucherManagement(_, __, context) {
      await requireAdmin(context);
      const body = await context.api.call(voucherManage);
      return { ...body, placedOrders: body.placedOrders.map(orderOf), savedOrders: body.savedOrders.map(orderOf) };
    },
  },
  Mutation: {
    async createVoucherOrder(_, { input }, context) {
      await requireAdmin(context);
      return payloadOf(
        context,
        await context.api.outcome(
          createVoucherOrder,
          { body: { month: input.month, place: input.place } },
          orderRefusals,
        ),
      );
    },
    async placeVoucherOrder(_, { input }, context) {
      await requireAdmin(context);
      const parsed = fromGlobalId(input.orderId);
      if (!parsed || parsed.type !== 'VoucherOrder')
        return { order: null, viewer: null, errors: formError('This order could not be found') };
      return payloadOf(
        context,
        await context.api.outcome(placeSavedVoucherOrder, { params: { orderId: parsed.id } }, orderRefusals),
      );
    },
  },
};
