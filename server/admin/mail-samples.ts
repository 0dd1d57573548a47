// The sample order and shopper a mail's wording is previewed on (decision 0064): made up, never a real shopper's,
// written through the same functions as the mails the shop sends.
import type { MailTemplateKind, MailWording } from '#rules/mail-texts';
import { backInStockMail } from '../account/stock-waits';
import { resetCodeMail } from '../account/reset-mail';
import type { ShopLook } from '../mail/layout';
import type { Mail } from '../mail/outbox';
import {
  orderEventMail,
  refundMail,
  returnDeclinedMail,
  returnReceivedMail,
  type LineFacts,
  type OrderEvent,
  type OrderFacts,
} from '../orders/order-mails';

const to = { email: 'priya@example.com', firstName: 'Priya' };

const order: OrderFacts = {
  id: 1,
  orderNumber: 'SF1001',
  createdAt: new Date('2026-01-15T10:00:00Z'),
  totalPaise: 249_800,
  discountPaise: 0,
  promoDiscountPaise: 0,
  promocode: '',
  pricesIncludeGst: true,
  taxPaise: 11_895,
  deliveryPaise: 0,
  payablePaise: 249_800,
  address: {
    int_glcode: 1,
    var_house_no: '12',
    var_app_name: 'Lotus Apartments',
    var_landmark: '',
    var_country: 'India',
    var_state: 'Maharashtra',
    var_city: 'Pune',
    var_pincode: '411001',
    chr_type: 'home',
  },
  paymentMode: 'O',
  carrier: 'Delhivery',
  trackingNumber: '1234567890',
  trackingUrl: null,
};

const line: LineFacts = {
  title: 'Cotton kurta',
  attributes: [{ title: 'Size', value: 'M' }],
  quantity: 2,
  lineTotalPaise: 249_800,
  igstPaise: 0,
  cgstPaise: 5_948,
  sgstPaise: 5_947,
};

const orderEvents: Partial<Record<MailTemplateKind, OrderEvent>> = {
  'order-placed': 'placed',
  'order-processed': 'processed',
  'order-shipped': 'shipped',
  'order-delivered': 'delivered',
  'order-cancelled': 'cancelled',
};

export function sampleMail(kind: MailTemplateKind, look: ShopLook, wording: MailWording): Mail {
  const event = orderEvents[kind];
  if (event) return orderEventMail(look, { order, lines: [line], to }, event, wording);
  switch (kind) {
    case 'refund-made':
      return refundMail(
        look,
        { to, order: { id: order.id, number: order.orderNumber }, amountPaise: 249_800 },
        wording,
      );
    case 'return-received':
      return returnReceivedMail(look, { order, line, to }, wording);
    case 'return-declined':
      return returnDeclinedMail(look, { order, line, to, reason: 'It has been worn.' }, wording);
    case 'back-in-stock':
      return backInStockMail(
        look,
        { to, product: { title: line.title, chosen: 'Cotton kurta (Size: M)', slug: 'cotton-kurta' } },
        wording,
      );
    default:
      return resetCodeMail(look, to, '123456', wording);
  }
}
