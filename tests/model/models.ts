/**
 * Every machine's model with the events and inputs its paths are generated from: one
 * list for the path tests (*.paths.test.ts) and for `npm run paths`, so a tester reads
 * exactly the paths the tests replay.
 */
import type { AnyStateMachine, EventObject } from 'xstate';
import { addressModel } from './address.model';
import { authModel, authModelEvents } from './auth.model';
import { cartModel, cartModelEvents } from './cart.model';
import { checkoutInputs, inputLabel as checkoutInputLabel } from './checkout.fixture';
import { checkoutModel, checkoutModelEvents } from './checkout.model';
import { queryKeys as cartQueryKeys } from './cart.fixture';
import { catalogFileModel } from './catalogFile.model';
import { contactModel } from './contact.model';
import { fulfilmentModel } from './fulfilment.model';
import { orderModel, orderModelEvents } from './order.model';
import { passwordResetModel } from './passwordReset.model';
import { profileModel } from './profile.model';
import { cancelledOrder, deliveredOrder, placedOrder, queryKeys as orderQueryKeys } from './order.fixture';
import { variantModel, variantModelEvents } from './variant.model';
import { sizedProduct } from './variant.fixture';

/** The list the address form's machine reloads, and the profile its names come from. */
export const addressQueryKeys = { addresses: ['me', 'addresses'] };
export const profileInput = {
  profile: { var_name: 'Asha', last_name: 'Rao' },
  queryKeys: { profile: ['me', 'profile'] },
};

export const models = {
  address: { model: addressModel, inputs: [{ queryKeys: addressQueryKeys }], inputLabel: () => '(list key)' },
  auth: { model: authModel, events: authModelEvents, inputs: [{ hasToken: false }, { hasToken: true }] },
  cart: {
    model: cartModel,
    events: cartModelEvents,
    inputs: [{ queryKeys: cartQueryKeys }],
    inputLabel: () => '(cart keys)',
    maxPaths: 900,
  },
  checkout: {
    model: checkoutModel,
    events: checkoutModelEvents,
    inputs: checkoutInputs,
    inputLabel: checkoutInputLabel,
    onlyEnabledEvents: true,
  },
  catalogFile: {
    model: catalogFileModel,
    inputs: [{ queryKeys: { products: ['admin', 'products'] } }],
    inputLabel: () => '(products key)',
  },
  contact: { model: contactModel, simplePaths: true },
  fulfilment: {
    model: fulfilmentModel,
    inputs: [{ status: 'A' as const, queryKeys: { order: ['admin', 'order'], orders: ['admin', 'orders'] } }],
    inputLabel: () => '{status: A}',
  },
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
  passwordReset: { model: passwordResetModel },
  profile: { model: profileModel, inputs: [profileInput], inputLabel: () => '(Asha Rao)', simplePaths: true },
  variant: {
    model: variantModel,
    events: variantModelEvents,
    inputs: [{ product: sizedProduct }],
    inputLabel: () => '(sized dress)',
    maxPaths: 2200,
  },
};

export type ModelName = keyof typeof models;

/** One entry of `models`, as code taking any of them sees it. */
export interface ModelEntry {
  model: AnyStateMachine;
  events?: EventObject[];
  inputs?: unknown[];
  inputLabel?: (input: never) => string;
  simplePaths?: boolean;
  maxPaths?: number;
  onlyEnabledEvents?: boolean;
}

export const modelEntry = (name: ModelName): ModelEntry => models[name] as ModelEntry;

/** How a path's title names its input: the entry's label, or its JSON; nothing for a model without input. */
export const inputText = (entry: ModelEntry, input: unknown): string | undefined =>
  input === undefined ? undefined : entry.inputLabel ? entry.inputLabel(input as never) : JSON.stringify(input);
