/**
 * The shop's own wording of each mail an owner may reword (decision 0064): its subject and its opening paragraph,
 * with the placeholders each may use. One module, so a copy edit is one line; the server writes the mails with it
 * and the back office's form checks what is typed against it, as the server does. The facts of a mail (its lines,
 * totals, address, code and link) are not here: the shop always writes them.
 */
import { textLimits } from './limits';
import { texts } from './texts';

export const MAIL_TEMPLATE_KINDS = [
  'order-placed',
  'order-processed',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'refund-made',
  'return-received',
  'return-declined',
  'back-in-stock',
  'password-reset',
] as const;

export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];

export const isMailTemplateKind = (kind: string): kind is MailTemplateKind =>
  (MAIL_TEMPLATE_KINDS as readonly string[]).includes(kind);

/** What each placeholder stands for, as the form explains it. */
export const placeholderMeanings = {
  name: "the shopper's first name",
  shop: "the shop's name",
  order: 'the order number',
  amount: 'the amount refunded',
  item: 'the product returned, with its options and quantity',
  product: 'the product (in the opening paragraph with the options she chose)',
} as const;

export type Placeholder = keyof typeof placeholderMeanings;

export interface MailWording {
  subject: string;
  intro: string;
}

interface MailTemplateText extends MailWording {
  /** The kind's name in the back office. */
  label: string;
  placeholders: readonly Placeholder[];
}

const orderWords: readonly Placeholder[] = ['name', 'shop', 'order'];

export const mailTexts: Record<MailTemplateKind, MailTemplateText> = {
  'order-placed': {
    label: 'Order placed',
    placeholders: orderWords,
    subject: 'Your order {order} is placed',
    intro: 'Thank you for your order {order}. Here is what you ordered.',
  },
  'order-processed': {
    label: 'Order processed',
    placeholders: orderWords,
    subject: `Your order {order} is ${texts.orderStatus.P.toLowerCase()}`,
    intro: 'Your order {order} is packed and ready to leave.',
  },
  'order-shipped': {
    label: 'Order shipped',
    placeholders: orderWords,
    subject: `Your order {order} is ${texts.orderStatus.S.toLowerCase()}`,
    intro: 'Your order {order} is on its way to you.',
  },
  'order-delivered': {
    label: 'Order delivered',
    placeholders: orderWords,
    subject: `Your order {order} is ${texts.orderStatus.D.toLowerCase()}`,
    intro: 'Your order {order} was delivered. We hope you like it.',
  },
  'order-cancelled': {
    label: 'Order cancelled',
    placeholders: orderWords,
    subject: 'Your order {order} is cancelled',
    intro: 'Your order {order} is cancelled, as asked.',
  },
  'refund-made': {
    label: 'Refund made for an order',
    placeholders: [...orderWords, 'amount'],
    subject: 'Your refund for order {order}',
    intro: 'We refunded {amount} for order {order} to the card you paid with.',
  },
  'return-received': {
    label: 'Return received',
    placeholders: [...orderWords, 'item'],
    subject: 'We received your return request for order {order}',
    intro: 'We received your request to return {item} from order {order}.',
  },
  'return-declined': {
    label: 'Return declined',
    placeholders: [...orderWords, 'item'],
    subject: 'About your return for order {order}',
    // The reason the shop gave follows the opening paragraph's last word, whatever its wording: it is a fact.
    intro: 'We cannot take back {item} from order {order}:',
  },
  'back-in-stock': {
    label: 'Back in stock',
    placeholders: ['name', 'shop', 'product'],
    subject: '{product} is back in stock',
    intro: 'Good news: {product} is back in stock, as you asked us to tell you.',
  },
  'password-reset': {
    label: 'Password reset code',
    placeholders: ['name', 'shop'],
    subject: 'Your {shop} password reset code',
    intro:
      'Someone, we hope you, asked to reset the password of your {shop} account. ' +
      'Enter this code on the "Enter confirmation code" screen:',
  },
};

/** The refund of a payment no order could be placed for: no order to name, so not reworded. */
export const refundWithoutOrder = {
  subject: 'Your payment was refunded',
  intro: (amount: string) =>
    `We could not place your order, so we refunded your payment of ${amount} in full to the card you paid with.`,
};

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The words typed with each placeholder replaced by its value, in one pass (a value holding `{order}` stays as it is). */
export const fillPlaceholders = (wording: string, values: Partial<Record<Placeholder, string>>): string =>
  wording.replace(PLACEHOLDER, (whole, name: string) => values[name as Placeholder] ?? whole);

const listed = (names: readonly string[]) => names.map((name) => `{${name}}`).join(', ');

/** What is wrong with a subject or an opening paragraph typed for `kind`, in words for its field; or null. */
export function wordingProblem(kind: MailTemplateKind, field: keyof MailWording, typed: string): string | null {
  const what = field === 'subject' ? 'The subject' : 'The opening paragraph';
  if (typed.trim() === '') return field === 'subject' ? 'Write a subject.' : 'Write an opening paragraph.';
  const max = field === 'subject' ? textLimits.mailSubject : textLimits.mailIntro;
  if (typed.length > max) return `${what} has ${typed.length} characters; it may have ${max}.`;
  const known = mailTexts[kind].placeholders;
  const unknown = [...typed.matchAll(PLACEHOLDER)]
    .map((m) => m[1]!)
    .find((name) => !known.includes(name as Placeholder));
  if (unknown !== undefined) return `{${unknown}} is not a placeholder of this mail; it knows ${listed(known)}.`;
  return null;
}
