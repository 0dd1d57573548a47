/**
 * The back office's own wording (issue 52): kept apart from rules/texts.ts, which the storefront ships, so a shopper's
 * pages carry none of it. One module still, so a copy edit is one line.
 */
export const adminTexts = {
  orders: {
    processed: (number: string) => `Order ${number} is processed; the shopper is mailed.`,
    shipped: (number: string) => `Order ${number} is shipped; the shopper is mailed its tracking.`,
    delivered: (number: string) => `Order ${number} is delivered; the shopper is mailed.`,
    cancelled: (number: string) => `Order ${number} is cancelled; the shopper is mailed.`,
    noted: 'Your note is kept on the order.',
    received: (restocked: boolean) =>
      restocked ? 'The goods are back, and on sale again.' : 'The goods are back; they are not put back on sale.',
    declined: 'The return is declined; the shopper is mailed your reason.',
    refunded: (amount: string, owed: boolean) =>
      owed
        ? `${amount} is owed back to the card; the payment provider is asked now.`
        : `${amount} given back is recorded; the shopper is mailed.`,
    /** Two of the shop's people acting on one order at once: the second is told what the first did. */
    changed: (status: string) => `Someone changed this order a moment ago: it is now ${status}. Nothing was done.`,
    reasonNeeded: 'Say why, in a few words: the shopper is told.',
    noteNeeded: 'Write the note first.',
    noReturnWaiting: 'This line has no return waiting for its goods.',
    datesBackwards: 'The first day is after the last.',
  },
  /** A screen's data on its way. */
  loading: 'Loading…',
  /** The inbox: the contact page's messages, answered and dealt with. */
  inbox: {
    noMessage: 'There is no such message in the inbox.',
    replyEmpty: 'Write the answer before sending it.',
    replied: (email: string) => `Your answer is on its way to ${email}.`,
    handled: 'The message is marked dealt with.',
    title: 'Inbox',
    show: 'Show',
    open: 'Open messages',
    all: 'All messages',
    noneOpen: 'Nothing waits for an answer.',
    none: 'No message has come yet.',
    received: 'Received',
    dealtWith: 'Dealt with',
    waiting: 'Open',
    backToList: 'Back to the inbox',
    from: 'From',
    answered: 'Answer mailed',
    reply: 'Your answer',
    replyHint: 'Mailed to whoever wrote, her message quoted below it; the message is then dealt with.',
    send: 'Send answer',
    sending: 'Sending…',
    markHandled: 'Mark dealt with',
    marking: 'Marking…',
  },
  /** Low stock, and a variant's stock set in place. */
  stock: {
    noVariant: 'There is no such variant.',
    set: (sku: string, from: number, to: number, mailed: number) =>
      `${sku}: stock set from ${from} to ${to}.` +
      (mailed > 0 ? ` ${mailed} waiting shopper${mailed === 1 ? ' was' : 's were'} mailed that it is back.` : ''),
    title: 'Low stock',
    atMost: 'Units or fewer',
    search: 'SKU or product',
    apply: 'Show',
    none: 'No variant is that low.',
    shown: (listed: number, total: number) =>
      listed < total
        ? `The first ${listed} of ${total} variants, fewest units first.`
        : `${total} variants, fewest units first.`,
    table: 'Variants low on stock',
    product: 'Product',
    units: 'Units',
    waiting: (shoppers: number) => `${shoppers} shopper${shoppers === 1 ? '' : 's'} waiting`,
    newStockColumn: 'New stock',
    newStock: (sku: string) => `New stock for ${sku}`,
    save: 'Save',
    saving: 'Saving…',
  },
  /** The catalog: products edited as the import reads them (issue 54). */
  products: {
    noProduct: 'There is no such product.',
    saved: (title: string) => `${title} is saved; the shop shows it now.`,
    added: (title: string) => `${title} is added; the shop shows it now.`,
    unchanged: 'Nothing had changed: the product is as it was.',
    /** Two of the shop's people saving one product: the second is shown what the first changed. */
    changed: 'Someone saved this product since you opened it. Nothing was saved: see what changed, then save again.',
    slugTaken: 'A product already has this handle: choose another.',
    problems: (count: number) =>
      count === 1
        ? 'One field needs a look before the product is saved.'
        : `${count} fields need a look before the product is saved.`,
    stockKept: (sku: string, typed: number, kept: number) =>
      `${sku}: the stock stays at ${kept}, not ${typed}: it changed since you opened the product (a sale, or someone set it).`,
    photoProblem: (problem: string) => `The photo ${problem}.`,
  },
  /** The shop at a glance. */
  dashboard: {
    title: 'Dashboard',
    period: (days: number) => (days === 1 ? 'Today' : `Last ${days} days`),
    orders: 'Orders',
    revenue: 'Revenue, net of refunds',
    average: 'Average order',
    waitingTitle: 'Waiting',
    toShip: 'Orders to ship',
    returnsWaiting: 'Returns whose goods are not back',
    lowStock: (atMost: number) => `Variants at ${atMost} units or fewer`,
    seeLowStock: 'See low stock',
    searchesTitle: 'Searches that found nothing, last 7 days',
    noSearches: 'Every search found something.',
    mailsTitle: 'Mails',
    mailsWaiting: 'Waiting to be sent',
    mailsGaveUp: 'Given up',
    dailyTitle: 'Revenue by day, last 30 days',
    dailyTable: 'The figures by day',
    day: 'Day',
    dailyLabel: (from: string, to: string, highest: string, total: string) =>
      `Revenue by day from ${from} to ${to}: ${total} in all, ${highest} on the best day.`,
  },
  /** An order's timeline in the back office: who did what, in words. */
  timeline: {
    shopper: 'Shopper',
    commandLine: 'Command line',
    formerStaff: 'A former member of staff',
    placed: 'Placed the order',
    returnAsked: (title: string) => `Asked to return ${title}`,
    actions: {
      'order.process': 'Processed the order',
      'order.dispatch': 'Shipped the order',
      'order.advance': 'Moved the order on',
      'order.deliver': 'Marked the order delivered',
      'order.cancel': 'Cancelled the order',
      'order.note': 'Noted',
      'order.ship': 'Shipped the order',
      'order.refund': 'Refunded',
      'return.receive': 'Had returned goods back',
      'return.decline': 'Declined a return',
      'inbox.handled': 'Marked the message dealt with',
      'inbox.reply': 'Answered the message',
      'stock.set': 'Set the stock',
      'product.add': 'Added a product',
      'product.save': 'Saved a product',
    } as Record<string, string>,
    stockSet: (from: string, to: string) => `Set the stock from ${from} to ${to}`,
    shippedWith: (carrier: string, tracking: string) => `Shipped the order with ${carrier}, tracking ${tracking}`,
    refunded: (amount: string, method: string) => `Refunded ${amount} (${method})`,
  },
} as const;
