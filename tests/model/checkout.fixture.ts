/**
 * What the checkout machine's tests start from: the cart fixture's two lines (and the
 * same cart with a price changed), the order placed from it, the provider order of an
 * online payment, and the payments a reload can find remembered.
 */
import type {
  CheckoutInput,
  CheckoutQueryKeys,
  OrderRequest,
  PaymentOrder,
  RememberedAttempt,
} from '#machines/checkout.machine';
import type { Schemas } from '#openapi/client';
import { cart, LINES } from './cart.fixture';
import { orderIn } from './order.fixture';

export { cart, shortCart } from './cart.fixture';

export const queryKeys: CheckoutQueryKeys = {
  cart: ['me', 'cart'],
  orders: ['me', 'orders'],
  order: (id) => ['me', 'orders', id],
  productLists: ['products'],
  productDetails: ['product'],
};

/** Line A costs more than when the shopper looked, and so does the total. */
export const pricierCart: Schemas['Cart'] = {
  ...cart,
  data: cart.data.map((line) => (line.fk_product === LINES.A.fk_product ? { ...line, selling_price: 550 } : line)),
  Sub_Total: 1600,
  gross_total: 1680,
};

export const ADDRESS_ID = 9;
export const COUPON = 'WELCOME10';
export const couponDiscount = 150;
/** What the coupon takes off the GST with it: 5% of its ₹150 (decision 0052). */
export const couponGstCut = 7.5;

export const placedCashOrder: Schemas['Order'] = { ...orderIn('A'), int_glcode: 321, order_id: 'SF-000321' };
export const placedOnlineOrder: Schemas['Order'] = { ...placedCashOrder, var_payment_mode: 'O' };

const RESERVATION_MS = 15 * 60_000;

/** The provider order of one online attempt, its reservation ending 15 minutes from now (the test clock's). */
export const providerOrder = (id: string, amount: number): PaymentOrder => ({
  id,
  currency: 'INR',
  amount,
  provider: 'sandbox',
  key: null,
  expires_at: new Date(Date.now() + RESERVATION_MS).toISOString(),
});

/** Step 1 of a payment the shopper confirmed before the reload. */
const rememberedOrder: OrderRequest = {
  var_payment_mode: 'O',
  var_payment_id: '',
  shipping_charge: '0',
  var_promocode: '',
  cashback: 0,
  var_adress_id: ADDRESS_ID,
  amount: 157500,
  currency: 'INR',
};

const unpaid: RememberedAttempt = {
  paymentOrder: providerOrder('sbx_order_reloaded', 157500),
  order: rememberedOrder,
  confirmation: null,
};

const paid: RememberedAttempt = {
  ...unpaid,
  confirmation: {
    key: 'key-remembered',
    body: {
      ...rememberedOrder,
      var_payment_id: 'sbx_pay_reloaded',
      var_provider_order_id: 'sbx_order_reloaded',
      var_payment_signature: 'sig-reloaded',
    },
  },
};

let keys = 0;
/** Keys as a counter: deterministic, and never the same twice. */
const newKey = () => `key-${++keys}`;

export const checkoutInputs: CheckoutInput[] = [
  { queryKeys, newKey, remembered: null },
  { queryKeys, newKey, remembered: unpaid },
  { queryKeys, newKey, remembered: paid },
];

export const inputLabel = ({ remembered }: CheckoutInput): string =>
  remembered === null
    ? '(fresh)'
    : remembered.confirmation
      ? '(reloaded, paid at the provider)'
      : '(reloaded mid-payment)';
