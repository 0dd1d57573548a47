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
    } as Record<string, string>,
    shippedWith: (carrier: string, tracking: string) => `Shipped the order with ${carrier}, tracking ${tracking}`,
    refunded: (amount: string, method: string) => `Refunded ${amount} (${method})`,
  },
} as const;
