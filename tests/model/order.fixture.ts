/**
 * Orders for the order machine's tests: two lines, in each status the tests need; a
 * delivered one has a signed invoice link.
 */
import type { Schemas } from '#openapi/client';
import type { OrderItem, OrderQueryKeys } from '#machines/order.machine';
import type { OrderStatus } from '#rules/orders';
import { texts } from '#rules/texts';

export const FIRST: OrderItem = { fk_product: 7, fk_variant: 70 };
export const SECOND: OrderItem = { fk_product: 8, fk_variant: 80 };

export const queryKeys: OrderQueryKeys = {
  order: ['me', 'orders', 123],
  orders: ['me', 'orders'],
  productDetails: ['product'],
};

const line = (item: OrderItem, title: string): Schemas['OrderLine'] => ({
  int_glcode: item.fk_product,
  var_title: title,
  var_slug: title.toLowerCase().replaceAll(' ', '-'),
  var_image: `/media/products/${item.fk_product}.jpg`,
  var_unit: 1,
  total_amount: 1599.2,
  selling_price: 1599.2,
  variants: { int_glCode: item.fk_variant, attributes: [{ var_title: 'Size', value: { var_title: 'M' } }] },
});

export function orderIn(status: OrderStatus, returned: OrderItem[] = []): Schemas['Order'] {
  return {
    int_glcode: 123,
    order_id: 'SF-000123',
    dt_createddate: '2026-11-20T10:15:00Z',
    chr_status: status,
    chr_status_text: texts.orderStatus[status],
    var_payable_amount: 3198.4,
    var_total_amount: 3998,
    var_discount_amount: 799.6,
    var_promo_discount: 0,
    var_delivery_charge: 0,
    var_tax: 0,
    var_gst: { cgst: 0, sgst: 0, igst: 0, place_of_supply: 'Karnataka', included: false },
    var_payment_mode: 'C',
    var_promocode: '',
    // The machine never reads the address; it is here because an Order has one.
    var_user_address: {
      int_glcode: 9,
      var_house_no: '4',
      var_app_name: 'Palm Court',
      var_landmark: 'Opp. Post Office',
      var_country: 'India',
      var_state: 'Karnataka',
      var_city: 'Mysuru',
      var_pincode: '570001',
      chr_type: 'home',
    },
    fk_product_arr: [line(FIRST, 'Floral Wrap Dress'), line(SECOND, 'Silk Scarf')],
    returnProduct: returned.map((item) => ({ ...item, return_text: 'Too small' })),
    invoice_url: status === 'D' ? '/api/v1/invoice/abc.def/123' : null,
    credit_note_url: null,
    refund: null,
    shipment: null,
  };
}

export const placedOrder = orderIn('A');
export const deliveredOrder = orderIn('D');
/** The placed order as a reload finds it later: delivered, and its second line returned (in another tab). */
export const reloadedOrder = orderIn('D', [SECOND]);
export const cancelledOrder = orderIn('C');
