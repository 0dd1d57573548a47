import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RazorpayProvider } from '../../server/payments/razorpay';
import { SandboxProvider } from '../../server/payments/sandbox';
import { judgeCard, luhnValid, TEST_CARDS } from '../../server/payments/cards';

describe('Razorpay signature rule', () => {
  // The example from Razorpay's docs shape: hex HMAC-SHA256 of "order_id|payment_id" with the key secret.
  const provider = new RazorpayProvider('rzp_test_key', 'key_secret_123', () => {
    throw new Error('no network in this test');
  });
  const expected = createHmac('sha256', 'key_secret_123').update('order_ABC|pay_XYZ').digest('hex');

  it('accepts the signature Razorpay would send', () => {
    expect(provider.verify('order_ABC', 'pay_XYZ', expected)).toBe(true);
  });

  it('rejects a signature for another order, another payment, another secret or a truncated one', () => {
    expect(provider.verify('order_ABD', 'pay_XYZ', expected)).toBe(false);
    expect(provider.verify('order_ABC', 'pay_XYY', expected)).toBe(false);
    expect(new RazorpayProvider('k', 'other', fetch).verify('order_ABC', 'pay_XYZ', expected)).toBe(false);
    expect(provider.verify('order_ABC', 'pay_XYZ', expected.slice(0, -2))).toBe(false);
    expect(provider.verify('order_ABC', 'pay_XYZ', '')).toBe(false);
  });
});

describe('sandbox provider', () => {
  it('creates sbx_order ids and signs payments that only it verifies', async () => {
    const sandbox = new SandboxProvider('server-secret');
    const order = await sandbox.createOrder(1234_00, 'INR', 'r1');
    expect(order).toMatchObject({ amount: 1234_00, currency: 'INR', provider: 'sandbox', key: null });
    expect(order.id).toMatch(/^sbx_order_/);
    const paid = sandbox.pay(order.id);
    expect(sandbox.verify(order.id, paid.var_payment_id, paid.var_payment_signature)).toBe(true);
    expect(new SandboxProvider('another-secret').verify(order.id, paid.var_payment_id, paid.var_payment_signature)).toBe(false);
  });
});

describe('sandbox cards', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  it('knows Luhn', () => {
    expect(luhnValid(TEST_CARDS.success)).toBe(true);
    expect(luhnValid(TEST_CARDS.declined)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
  it('pays with 4111, declines 4000…0002, refuses the rest', () => {
    expect(judgeCard('4111 1111 1111 1111', '12/30', '123', now)).toEqual({ ok: true });
    expect(judgeCard('4000 0000 0000 0002', '12/30', '123', now)).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(judgeCard('4111 1111 1111 1112', '12/30', '123', now)).toMatchObject({ ok: false });
    expect(judgeCard('5555 5555 5555 4444', '12/30', '123', now)).toMatchObject({ ok: false });
  });
  it('checks expiry month and CVC', () => {
    expect(judgeCard(TEST_CARDS.success, '06/26', '123', now)).toEqual({ ok: true });
    expect(judgeCard(TEST_CARDS.success, '05/26', '123', now)).toMatchObject({ ok: false, message: 'This card has expired' });
    expect(judgeCard(TEST_CARDS.success, '13/30', '123', now)).toMatchObject({ ok: false });
    expect(judgeCard(TEST_CARDS.success, '12/30', '12', now)).toMatchObject({ ok: false });
  });
});
