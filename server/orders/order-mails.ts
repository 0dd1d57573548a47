// Each mail is written in its event's transaction, so it is sent exactly when the event commits (decision 0038).
import { eq } from 'drizzle-orm';
import { refundWithoutOrder, type MailTemplateKind, type MailWording } from '#rules/mail-texts';
import { texts } from '#rules/texts';
import type { Queryable } from '../db/connect';
import { orderLines, orders, type AddressSnapshot, type LineAttributes } from '../db/schema';
import { composeMail, money, type Block, type ShopLook } from '../mail/layout';
import { mailContext, type MailContext } from '../mail/mail-context';
import { enqueueMail, type Mail, type MailMoment } from '../mail/outbox';
import { filled } from '../mail/wording';

export type OrderEvent = 'placed' | 'cancelled' | 'processed' | 'shipped' | 'delivered';

/** What an order's mails tell of it: a row of the orders, or the preview's sample. */
export type OrderFacts = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNumber'
  | 'createdAt'
  | 'totalPaise'
  | 'discountPaise'
  | 'promoDiscountPaise'
  | 'promocode'
  | 'pricesIncludeGst'
  | 'taxPaise'
  | 'deliveryPaise'
  | 'payablePaise'
  | 'address'
  | 'paymentMode'
  | 'carrier'
  | 'trackingNumber'
  | 'trackingUrl'
>;
export type LineFacts = Pick<
  typeof orderLines.$inferSelect,
  'title' | 'attributes' | 'quantity' | 'lineTotalPaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise'
>;
/** Who a mail is written to. */
export interface Shopper {
  email: string;
  firstName: string;
}

type OrderRow = OrderFacts;

const paymentText = { C: 'Cash on delivery', O: 'Paid online' } as const;

const addressText = (a: AddressSnapshot) =>
  [a.var_house_no, a.var_app_name, a.var_landmark, a.var_city, `${a.var_state} ${a.var_pincode}`, a.var_country]
    .filter(Boolean)
    .join(', ');

const lineTitle = (title: string, attributes: LineAttributes) =>
  attributes.length ? `${title} (${attributes.map((a) => `${a.title}: ${a.value}`).join(', ')})` : title;

// One formatter for the process: toLocaleDateString with options builds a new one each call.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
const date = (at: Date) => dateFormat.format(at);

/** The order, and what a mail of `kind` to its shopper is written with. */
async function orderAndContext(tx: Queryable, orderId: number, kind: MailTemplateKind, publicUrl: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  const context = order && (await mailContext(tx, order.userId, kind, publicUrl));
  if (!context) throw new Error(`order ${orderId} has no shopper to write to`);
  return { order, ...context };
}

/** The GST as the order charged it: CGST and SGST inside the shop's state, IGST across (decision 0052). */
function gstRows(look: ShopLook, order: OrderRow, lines: LineFacts[]): [string, string][] {
  const sum = (amount: (line: (typeof lines)[number]) => number) => lines.reduce((total, l) => total + amount(l), 0);
  const held = order.pricesIncludeGst ? ' (included)' : '';
  const igst = sum((l) => l.igstPaise);
  if (igst > 0 || order.taxPaise === 0) return [[`IGST${held}`, money(look, igst)]];
  return [
    [
      `CGST${held}`,
      money(
        look,
        sum((l) => l.cgstPaise),
      ),
    ],
    [
      `SGST${held}`,
      money(
        look,
        sum((l) => l.sgstPaise),
      ),
    ],
  ];
}

function summary(look: ShopLook, order: OrderRow, lines: LineFacts[]): Block[] {
  const amounts: [string, string][] = [
    ['Items', money(look, order.totalPaise)],
    ...(order.discountPaise ? [['Discount', `-${money(look, order.discountPaise)}`] satisfies [string, string]] : []),
    ...(order.promoDiscountPaise
      ? [[`Coupon ${order.promocode}`, `-${money(look, order.promoDiscountPaise)}`] satisfies [string, string]]
      : []),
    ...gstRows(look, order, lines),
    ['Delivery', order.deliveryPaise ? money(look, order.deliveryPaise) : 'Free'],
    ['Total', money(look, order.payablePaise)],
  ];
  return [
    {
      list: lines.map(
        (line) => `${lineTitle(line.title, line.attributes)} × ${line.quantity}: ${money(look, line.lineTotalPaise)}`,
      ),
    },
    { rows: amounts },
    {
      rows: [
        ['Deliver to', addressText(order.address)],
        ['Payment', paymentText[order.paymentMode]],
      ],
    },
  ];
}

/** product §1's delivery promises. */
const estimate: Block[] = [
  { p: 'When to expect it:' },
  { list: [texts.delivery.metros, texts.delivery.otherCities, texts.delivery.speedPost] },
];

const after: Record<OrderEvent, (order: OrderRow, look: ShopLook) => Block[]> = {
  placed: () => estimate,
  cancelled: (order, look) =>
    order.paymentMode === 'O'
      ? [
          {
            p: `The ${money(look, order.payablePaise)} you paid goes back to your card; we write again when it is refunded.`,
          },
        ]
      : [],
  processed: () => [],
  shipped: (order) => [
    ...(order.carrier && order.trackingNumber
      ? [{ p: `It travels with ${order.carrier}, tracking number ${order.trackingNumber}.` }]
      : []),
    ...(order.trackingUrl ? [{ p: `Follow it at ${order.trackingUrl}` }] : []),
    ...estimate,
  ],
  delivered: () => [
    { p: "From the order's page you can print its invoice, review what you bought, or return a product." },
  ],
};

const greetingOf = (to: Shopper) => `Hello ${to.firstName},`;
const orderLink = (order: Pick<OrderRow, 'id'>) => ({ label: 'View your order', path: `orderdetail/${order.id}` });

/** The mail of an order's event, in the wording given (the owner's or the shop's own) around the order's facts. */
export function orderEventMail(
  look: ShopLook,
  facts: { order: OrderRow; lines: LineFacts[]; to: Shopper },
  event: OrderEvent,
  wording: MailWording,
): Mail {
  const { order, lines, to } = facts;
  const { subject, intro } = filled(wording, { name: to.firstName, shop: look.name, order: order.orderNumber });
  const blocks: Block[] = [
    { p: event === 'placed' ? `${intro} Placed on ${date(order.createdAt)}.` : intro },
    ...(event === 'placed' || event === 'cancelled' ? summary(look, order, lines) : []),
    ...after[event](order, look),
  ];
  return composeMail(look, {
    kind: `order-${event}`,
    to: to.email,
    subject,
    greeting: greetingOf(to),
    blocks,
    link: orderLink(order),
  });
}

/** The mail of an order's event, written in the transaction that makes the event. */
export async function mailOrderEvent(tx: Queryable, orderId: number, event: OrderEvent, at: MailMoment): Promise<void> {
  const { order, ...context } = await orderAndContext(tx, orderId, `order-${event}`, at.publicUrl);
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id);
  await writeOrderMail(tx, { order, lines }, event, context, at);
}

const writeOrderMail = (
  tx: Queryable,
  facts: { order: OrderRow; lines: LineFacts[] },
  event: OrderEvent,
  { look, wording, email, firstName }: MailContext,
  at: MailMoment,
) => enqueueMail(tx, orderEventMail(look, { ...facts, to: { email, firstName } }, event, wording), at.now);

/** The line a return is about: its product, options and quantity. */
type ReturnedLine = Pick<LineFacts, 'title' | 'attributes' | 'quantity'>;

/** A return mail's wording with its placeholders filled, the line named as `{item}`. */
const returnWording = (
  look: ShopLook,
  facts: { order: OrderRow; line: ReturnedLine; to: Shopper },
  wording: MailWording,
) =>
  filled(wording, {
    name: facts.to.firstName,
    shop: look.name,
    order: facts.order.orderNumber,
    item: `${lineTitle(facts.line.title, facts.line.attributes)} × ${facts.line.quantity}`,
  });

/** A return asked for one line of an order, in the wording given. */
export function returnReceivedMail(
  look: ShopLook,
  facts: { order: OrderRow; line: ReturnedLine; to: Shopper },
  wording: MailWording,
): Mail {
  const { order, to } = facts;
  const { subject, intro } = returnWording(look, facts, wording);
  return composeMail(look, {
    kind: 'return-received',
    to: to.email,
    subject,
    greeting: greetingOf(to),
    blocks: [
      { p: intro },
      {
        p:
          order.paymentMode === 'O'
            ? 'Once every product of the order is back with us, what you paid goes back to your card, and we write again.'
            : 'We will be in touch about collecting it.',
      },
    ],
    link: orderLink(order),
  });
}

/** A return asked for one line of an order, written with the return. */
export async function mailReturnReceived(
  tx: Queryable,
  orderId: number,
  lineId: number,
  at: MailMoment,
): Promise<void> {
  const { order, email, firstName, look, wording } = await orderAndContext(
    tx,
    orderId,
    'return-received',
    at.publicUrl,
  );
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, lineId));
  if (!line) throw new Error(`order line ${lineId} is not there to write about`);
  await enqueueMail(tx, returnReceivedMail(look, { order, line, to: { email, firstName } }, wording), at.now);
}

/** A return the shop declines, its reason after the opening paragraph (in the wording given). */
export function returnDeclinedMail(
  look: ShopLook,
  facts: { order: OrderRow; line: ReturnedLine; to: Shopper; reason: string },
  wording: MailWording,
): Mail {
  const { order, to, reason } = facts;
  const { subject, intro } = returnWording(look, facts, wording);
  return composeMail(look, {
    kind: 'return-declined',
    to: to.email,
    subject,
    greeting: greetingOf(to),
    blocks: [
      { p: `${intro} ${reason}` },
      { p: 'If you think we are wrong, answer this mail or write to us from the contact page.' },
    ],
    link: orderLink(order),
  });
}

/** A return the shop declines, with its reason, written with the decline (issue 52). */
export async function mailReturnDeclined(
  tx: Queryable,
  orderId: number,
  line: ReturnedLine,
  reason: string,
  at: MailMoment,
): Promise<void> {
  const { order, email, firstName, look, wording } = await orderAndContext(
    tx,
    orderId,
    'return-declined',
    at.publicUrl,
  );
  await enqueueMail(tx, returnDeclinedMail(look, { order, line, to: { email, firstName }, reason }, wording), at.now);
}

/** Money given back, for an order (in the wording given) or for a payment no order could be placed for. */
export function refundMail(
  look: ShopLook,
  facts: { to: Shopper; order: { id: number; number: string } | undefined; amountPaise: number },
  wording: MailWording,
): Mail {
  const { to, order } = facts;
  const amount = money(look, facts.amountPaise);
  const { subject, intro } = order
    ? filled(wording, { name: to.firstName, shop: look.name, order: order.number, amount })
    : { subject: refundWithoutOrder.subject, intro: refundWithoutOrder.intro(amount) };
  return composeMail(look, {
    kind: 'refund-made',
    to: to.email,
    subject,
    greeting: greetingOf(to),
    blocks: [{ p: intro }, { p: 'Your bank may take a few working days to show it.' }],
    link: order ? orderLink(order) : { label: 'Back to your cart', path: 'cart' },
  });
}

/** Money given back, written with the refund: for an order, or for a payment no order could be placed for. */
export async function mailRefundMade(
  tx: Queryable,
  refund: { userId: number; orderId: number | null; amountPaise: number },
  at: MailMoment,
): Promise<void> {
  const context = await mailContext(tx, refund.userId, 'refund-made', at.publicUrl);
  if (!context) return;
  const { look, wording, ...shopper } = context;
  const [order] =
    refund.orderId === null
      ? []
      : await tx
          .select({ id: orders.id, number: orders.orderNumber })
          .from(orders)
          .where(eq(orders.id, refund.orderId));
  await enqueueMail(tx, refundMail(look, { to: shopper, order, amountPaise: refund.amountPaise }, wording), at.now);
}
