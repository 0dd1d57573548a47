import { createHmac, timingSafeEqual } from 'node:crypto';

export const TICKET_TTL_MS = 5 * 60 * 1000;

const SIGNATURE_LENGTH = 43; // base64url of a SHA-256 HMAC

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`invoice:${payload}`).digest('base64url');

/** Decision 0003: base64url("user.order.expiry") then its fixed-length HMAC, so no separator is needed. */
export function issueTicket(userId: number, orderId: number, now: Date, secret: string): string {
  const payload = Buffer.from(`${userId}.${orderId}.${now.getTime() + TICKET_TTL_MS}`).toString('base64url');
  return payload + sign(payload, secret);
}

export type TicketCheck = { ok: true; userId: number; orderId: number } | { ok: false; reason: 'forged' | 'expired' };

export function readTicket(ticket: string, now: Date, secret: string): TicketCheck {
  const payload = ticket.slice(0, -SIGNATURE_LENGTH);
  const given = Buffer.from(ticket.slice(-SIGNATURE_LENGTH));
  const expected = Buffer.from(sign(payload, secret));
  if (!payload || given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' };
  const [userId, orderId, expiry] = Buffer.from(payload, 'base64url').toString('utf8').split('.').map(Number);
  if (!userId || !orderId || !expiry) return { ok: false, reason: 'forged' };
  if (now.getTime() > expiry) return { ok: false, reason: 'expired' };
  return { ok: true, userId, orderId };
}
