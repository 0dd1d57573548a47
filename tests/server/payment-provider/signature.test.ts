import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RazorpayProvider } from '#server/payment-provider/razorpay';
import { SandboxProvider } from '#server/payment-provider/sandbox';
import { judgeCard, luhnValid, TEST_CARDS } from '#server/payment-provider/cards';

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

describe('Razorpay refund', () => {
  type Sent = { url: string; init: RequestInit };
  const answering = (status: number, body: unknown, sent: Sent[]) =>
    new RazorpayProvider('rzp_test_key', 'key_secret_123', async (url, init) => {
      sent.push({ url: String(url), init: init! });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });

  it('posts the amount to the payment’s refund endpoint, with basic auth and an idempotency key per payment', async () => {
    const sent: Sent[] = [];
    const provider = answering(
      200,
      { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 500100, payment_id: 'pay_29QQoUBi66xm2f' },
      sent,
    );
    expect(await provider.refund('pay_29QQoUBi66xm2f', 500100)).toEqual({ id: 'rfnd_FP8QHiV938haTz', amount: 500100 });
    expect(sent).toHaveLength(1);
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe('https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:key_secret_123').toString('base64')}`);
    expect(headers['x-refund-idempotency']).toBe('refund_pay_29QQoUBi66xm2f');
    expect(JSON.parse(String(init.body))).toEqual({ amount: 500100 });

    await provider.refund('pay_29QQoUBi66xm2f', 500100);
    expect((sent[1]!.init.headers as Record<string, string>)['x-refund-idempotency']).toBe('refund_pay_29QQoUBi66xm2f');
  });

  it('fails on an error answer, naming the status but nothing Razorpay sent back', async () => {
    const provider = answering(400, { error: { description: 'The payment has been fully refunded already' } }, []);
    const failure = await provider.refund('pay_29QQoUBi66xm2f', 100).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('400');
    expect((failure as Error).message).not.toContain('fully refunded');
  });
});

describe('Razorpay payments on an order', () => {
  const payment = (id: string, status: string) => ({
    id,
    entity: 'payment',
    status,
    order_id: 'order_N8FRN5zTm5S3wx',
    captured: status === 'captured',
  });
  const answering = (status: number, body: unknown, sent: string[] = []) =>
    new RazorpayProvider('rzp_test_key', 'key_secret_123', async (url, init) => {
      sent.push(`${init!.method} ${String(url)} ${init!.body === undefined ? 'no body' : 'a body'}`);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
  const collection = (...items: unknown[]) => ({ entity: 'collection', count: items.length, items });

  it('asks the order’s payments endpoint with a GET and no body', async () => {
    const sent: string[] = [];
    await answering(200, collection(), sent).takenPayment('order_N8FRN5zTm5S3wx');
    expect(sent).toEqual(['GET https://api.razorpay.com/v1/orders/order_N8FRN5zTm5S3wx/payments no body']);
  });

  it(
    'answers the captured payment before an authorized one, an authorized one when none is ' +
      'captured, and null for failed ones',
    async () => {
      const taken = (...items: unknown[]) => answering(200, collection(...items)).takenPayment('order_N8FRN5zTm5S3wx');
      expect(
        await taken(payment('pay_failed', 'failed'), payment('pay_auth', 'authorized'), payment('pay_cap', 'captured')),
      ).toBe('pay_cap');
      expect(await taken(payment('pay_failed', 'failed'), payment('pay_auth', 'authorized'))).toBe('pay_auth');
      expect(await taken(payment('pay_failed', 'failed'), payment('pay_back', 'refunded'))).toBeNull();
      expect(await taken()).toBeNull();
    },
  );

  it('fails on an error answer, naming the status', async () => {
    const failure = await answering(502, { error: {} })
      .takenPayment('order_X')
      .catch((error: Error) => error);
    expect((failure as Error).message).toBe('Razorpay answered 502 to GET /orders/order_X/payments');
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
    expect(
      new SandboxProvider('another-secret').verify(order.id, paid.var_payment_id, paid.var_payment_signature),
    ).toBe(false);
  });

  it('knows of no payment the server was not told of: its card page records each capture', async () => {
    const sandbox = new SandboxProvider('server-secret');
    const order = await sandbox.createOrder(1234_00, 'INR', 'r1');
    sandbox.pay(order.id);
    expect(await sandbox.takenPayment(order.id)).toBeNull();
  });

  it('refunds the amount asked, under a refund id of its own', async () => {
    const refund = await new SandboxProvider('server-secret').refund('sbx_pay_x', 1234_00);
    expect(refund.amount).toBe(1234_00);
    expect(refund.id).toMatch(/^sbx_rfnd_/);
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
    expect(judgeCard('4000 0000 0000 0002', '12/30', '123', now)).toEqual({
      ok: false,
      message: 'Your card was declined.',
    });
    expect(judgeCard('4111 1111 1111 1112', '12/30', '123', now)).toMatchObject({ ok: false });
    expect(judgeCard('5555 5555 5555 4444', '12/30', '123', now)).toMatchObject({ ok: false });
  });
  it('checks expiry month and CVC', () => {
    expect(judgeCard(TEST_CARDS.success, '06/26', '123', now)).toEqual({ ok: true });
    expect(judgeCard(TEST_CARDS.success, '05/26', '123', now)).toMatchObject({
      ok: false,
      message: 'This card has expired',
    });
    expect(judgeCard(TEST_CARDS.success, '13/30', '123', now)).toMatchObject({ ok: false });
    expect(judgeCard(TEST_CARDS.success, '12/30', '12', now)).toMatchObject({ ok: false });
  });
});
