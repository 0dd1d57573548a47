/**
 * A shipment as staff give it (issue 52): who carries it, its tracking number and, when the carrier has one, the page
 * that follows it. The back office's form checks it as it is typed; the server checks it again before writing it.
 */
import { textLimits } from './limits';
import { isOneLine } from './patterns';
import { texts } from './texts';

export interface Shipment {
  carrier: string;
  trackingNumber: string;
  /** Where the shopper follows it; null when the carrier gives none. */
  trackingUrl: string | null;
}

/** What is wrong with each field of a shipment as given, in words; none when it can be written. */
export function shipmentFieldProblems(given: Shipment): Partial<Record<keyof Shipment, string>> {
  const words = texts.shipment;
  const problems: Partial<Record<keyof Shipment, string>> = {};
  const carrier = given.carrier.trim();
  if (!carrier || carrier.length > textLimits.carrier || !isOneLine(carrier)) problems.carrier = words.carrier;
  const tracking = given.trackingNumber.trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9 -]*$/.test(tracking) || tracking.length > textLimits.trackingNumber)
    problems.trackingNumber = words.trackingNumber;
  if (given.trackingUrl !== null) {
    const url = URL.canParse(given.trackingUrl) ? new URL(given.trackingUrl) : null;
    if (!url || !['https:', 'http:'].includes(url.protocol) || given.trackingUrl.length > textLimits.trackingUrl)
      problems.trackingUrl = words.trackingUrl;
  }
  return problems;
}

/** The same problems, in the fields' order. */
export const shipmentProblems = (given: Shipment): string[] => Object.values(shipmentFieldProblems(given));
