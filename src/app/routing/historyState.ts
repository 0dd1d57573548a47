/**
 * What a navigation may carry in the browser's history entry, beside the URL. It
 * survives a reload of that entry but is not part of any link: a shared /thankyou
 * link shows the plain confirmation, the shopper's own entry shows their order.
 */
declare module '@tanstack/react-router' {
  interface HistoryState {
    /** Set by checkout when it goes to /thankyou: the int_glcode of the order just placed. */
    placedOrderId?: number;
    /** Set by the password reset when it sends the shopper to /login: what the login screen says. */
    notice?: string;
  }
}

export {};
