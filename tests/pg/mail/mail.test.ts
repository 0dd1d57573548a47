/**
 * The shop's mail on PostgreSQL, through a real SMTP server on loopback: every kind of mail
 * arrives, once; mails caused while the mail server is down for 30 s arrive after it is
 * back, none lost and none twice; and with WORKERS=2 on one database each mail is sent once,
 * however many processes run the outbox's pass. On a database of the file's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '#scripts/server-process';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';
import { advanceOrder, setVariantStock } from '#server/cli/commands';
import { ownVariant } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, newShopper, paidOnlineOrder } from '#tests/server/orders/support';
import { inBatches, ownDatabase } from '../pg-server';

let smtp: TestSmtp;
let server: TestServer;
/** A database of its own: every test server on the suite's shared one runs the outbox's pass, with its own transport. */
let database: Awaited<ReturnType<typeof ownDatabase>>;
/** The shop's clock runs ahead of the real one by this much: the outage test moves it on. */
let ahead = 0;

beforeAll(async () => {
  smtp = await startTestSmtp();
  database = await ownDatabase();
  server = await startTestServer({
    databaseUrl: database.url,
    ctx: { now: () => new Date(Date.now() + ahead) },
    config: { smtpUrl: smtp.url },
  });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await database?.drop();
  await smtp?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cash order of one unit of a product of its own: its id. */
async function placed(shopper: Awaited<ReturnType<typeof newShopper>>): Promise<number> {
  const variant = await ownVariant(server.ctx.db, 5);
  await addToCart(server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
  const answer = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.int_glcode as number;
}

/** How many of each caused mail arrived: arrived once, lost or twice. */
function figures(caused: { to: string; subject: RegExp }[]) {
  const arrived = caused.map(({ to, subject }) => smtp.to(to).filter((mail) => subject.test(mail.subject)).length);
  return {
    caused: caused.length,
    sent: arrived.filter((n) => n > 0).length,
    lost: arrived.filter((n) => n === 0).length,
    twice: arrived.filter((n) => n > 1).length,
  };
}

describe('mail on PostgreSQL', () => {
  it(
    'sends every kind of mail once: a reset code; an order placed, processed, shipped, ' +
      'delivered, returned; cancelled and refunded; back in stock',
    async () => {
      const shopper = await newShopper(server.url);
      expect((await call(server.url, 'POST', '/password-reset', { body: { var_email: shopper.email } })).status).toBe(
        202,
      );
      const orderId = await placed(shopper);
      for (let step = 0; step < 3; step++)
        await advanceOrder(server.ctx.db, String(orderId), server.ctx.config.publicUrl);
      const line = (await call(server.url, 'GET', `/orders/${orderId}`, { token: shopper.token })).body.data
        .fk_product_arr[0];
      const returned = await call(server.url, 'PUT', '/return', {
        token: shopper.token,
        body: {
          order_id: orderId,
          fk_product: line.int_glcode,
          fk_variant: line.variants.int_glCode,
          return_text: 'Too small',
        },
      });
      expect(returned.status).toBe(200);
      const online = await paidOnlineOrder(server.url, server.ctx.db);
      expect(
        (await call(server.url, 'PUT', `/orders/${online.orderId}/cancel`, { token: online.shopper.token })).status,
      ).toBe(200);
      const soldOut = await ownVariant(server.ctx.db, 0);
      const waiting = await newShopper(server.url);
      expect(
        (await call(server.url, 'PUT', `/stock-waits/${soldOut.variantId}`, { token: waiting.token })).status,
      ).toBe(200);
      await setVariantStock(server.ctx.db, String(soldOut.variantId), '2', server.ctx.config.publicUrl);

      await smtp.waitFor(shopper.email, 6);
      await smtp.waitFor(online.shopper.email, 3);
      await smtp.waitFor(waiting.email, 1);
      await pause(1500);
      // In any order: every process on the suite's database sends every due mail, so another file's server may send
      // some of these while this one sends the rest.
      const subjects = (email: string) =>
        smtp
          .to(email)
          .map((mail) => mail.subject.replace(/SF-\d+/, 'SF-n'))
          .sort();
      expect(subjects(shopper.email)).toEqual(
        [
          'Your Statefront password reset code',
          'Your order SF-n is placed',
          'Your order SF-n is processed',
          'Your order SF-n is shipped',
          'Your order SF-n is delivered',
          'We received your return request for order SF-n',
        ].sort(),
      );
      expect(subjects(online.shopper.email)).toEqual(
        ['Your order SF-n is placed', 'Your order SF-n is cancelled', 'Your refund for order SF-n'].sort(),
      );
      expect(subjects(waiting.email)).toEqual([expect.stringMatching(/ is back in stock$/)]);
    },
  );

  it('keeps the mails caused while the mail server is down for 30 s, and sends each once when it is back', async () => {
    const shopper = await newShopper(server.url);
    const caused: { to: string; subject: RegExp }[] = [];
    await smtp.stop();
    try {
      // An order every 5 s of the shop's clock for 30 s, each pass of the outbox failing meanwhile.
      for (let second = 0; second < 30; second += 5) {
        const orderId = await placed(shopper);
        caused.push({ to: shopper.email, subject: new RegExp(`SF-0*${orderId} is placed$`) });
        await pause(1200);
        ahead += 5_000;
      }
      expect(smtp.to(shopper.email)).toEqual([]);
    } finally {
      await smtp.start();
    }
    // Back: the longest backoff a mail reached in 30 s passes, and every mail goes.
    ahead += 60_000;
    await smtp.waitFor(shopper.email, caused.length, 20_000);
    await pause(1500);
    const result = figures(caused);
    console.log(
      `mail outage of 30 s on PostgreSQL: ${result.caused} mails caused, ${result.sent} sent, ` +
        `${result.lost} lost, ${result.twice} sent twice`,
    );
    expect(result).toEqual({ caused: caused.length, sent: caused.length, lost: 0, twice: 0 });
  }, 90_000);
});

describe('mail with WORKERS=2 on one PostgreSQL', () => {
  let workers: ServerProcess | undefined;
  let own: Awaited<ReturnType<typeof ownDatabase>>;
  afterAll(async () => {
    await workers?.stop();
    await own?.drop();
  });

  it('sends each mail once, whichever process runs the pass', async () => {
    own = await ownDatabase();
    workers = await spawnServer({
      env: {
        DATABASE_URL: own.url,
        WORKERS: '2',
        SEED_PRODUCTS: '12',
        RATE_LIMIT_AUTH: '0',
        RATE_LIMIT_READS: '0',
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
      },
      readyTimeoutMs: 150_000,
    });
    const emails = Array.from({ length: 24 }, (_, i) => `worker-mail-${Date.now()}-${i}@example.com`);
    await inBatches(emails, 4, async (email) => {
      const signUp = await call(workers!.url, 'POST', '/user', {
        body: {
          var_email: email,
          var_password: 'Shopper@123',
          var_mobile_no: `6${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
          var_name: 'Asha',
        },
      });
      expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
      // Asked twice each, at once: two codes, two mails, each sent once.
      const asked = await Promise.all(
        [0, 1].map(() => call(workers!.url, 'POST', '/password-reset', { body: { var_email: email } })),
      );
      expect(asked.map((a) => a.status)).toEqual([202, 202]);
    });
    for (const email of emails) await smtp.waitFor(email, 2, 20_000);
    await pause(2500);
    const counts = emails.map((email) => smtp.to(email).length);
    const ids = emails.flatMap((email) => smtp.to(email).map((mail) => mail.messageId));
    console.log(
      `WORKERS=2: ${emails.length * 2} mails caused, ${ids.length} received, ${new Set(ids).size} distinct Message-IDs`,
    );
    expect(counts).toEqual(emails.map(() => 2));
    expect(new Set(ids).size).toBe(ids.length);
  }, 240_000);
});
