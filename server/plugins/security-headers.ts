import helmet from '@fastify/helmet';
import type { Config } from '../config';
import { appWide } from './app-wide';

/** Helmet's headers on every answer, with a Content Security Policy for this storefront. */
export const securityHeaders = appWide<{ paymentProvider: Config['paymentProvider'] }>(async (app, { paymentProvider }) => {
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(paymentProvider) } });
});

/** The storefront's own scripts, styles and images only; the payment provider's checkout when it is Razorpay. */
function cspDirectives(paymentProvider: Config['paymentProvider']): Record<string, string[]> {
  const razorpay = paymentProvider === 'razorpay';
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(razorpay ? ['https://checkout.razorpay.com'] : [])],
    // Style attributes (Radix positions popovers with them) need 'unsafe-inline'; scripts never do.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(razorpay ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : [])],
    'frame-src': razorpay ? ['https://api.razorpay.com'] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
