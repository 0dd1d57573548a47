/**
 * Every machine's model with the events and inputs its paths are generated from: one
 * list for the path tests (*.paths.test.ts) and for `npm run paths`, so a tester reads
 * exactly the paths the tests replay.
 */
import { authModel, authModelEvents } from './auth.model';
import { cartModel, cartModelEvents } from './cart.model';
import { queryKeys as cartQueryKeys } from './cart.fixture';
import { contactModel } from './contact.model';
import { orderModel, orderModelEvents } from './order.model';
import { cancelledOrder, deliveredOrder, placedOrder, queryKeys as orderQueryKeys } from './order.fixture';
import { variantModel, variantModelEvents } from './variant.model';
import { sizedProduct } from './variant.fixture';

export const models = {
  auth: { model: authModel, events: authModelEvents, inputs: [{ hasToken: false }, { hasToken: true }] },
  cart: { model: cartModel, events: cartModelEvents, inputs: [{ queryKeys: cartQueryKeys }], maxPaths: 900 },
  contact: { model: contactModel, simplePaths: true },
  order: {
    model: orderModel,
    events: orderModelEvents,
    inputs: [
      { order: placedOrder, queryKeys: orderQueryKeys },
      { order: deliveredOrder, queryKeys: orderQueryKeys },
      { order: cancelledOrder, queryKeys: orderQueryKeys },
    ],
    inputLabel: ({ order }: { order: { chr_status: string } }) => `{status: ${order.chr_status}}`,
  },
  variant: { model: variantModel, events: variantModelEvents, inputs: [{ product: sizedProduct }], maxPaths: 500 },
};

export type ModelName = keyof typeof models;
