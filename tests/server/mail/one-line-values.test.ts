/**
 * Mails show what is already stored as one line (issue 50): a first name stored before
 * names were refused their line breaks ("Eve\nBcc: …"), a shop name with a CR LF and an
 * address with a right-to-left override reach a real SMTP server on loopback without a
 * forged line in the text part and without the override in either part.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '#server/db/schema';
import { composeMail } from '#server/mail/layout';
import { startTestSmtp, type TestSmtp } from '#scripts/test-smtp';
import { ownVariant } from '#tests/support/own-products';
import { startTestServer, type TestServer } from '#tests/support/server';
import { addToCart, call, cashOrder, newShopper } from '#tests/server/orders/support';

let server: TestServer;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ config: { smtpUrl: smtp.url, publicUrl: 'https://shop.example/' } });
});
afterAll(async () => {
  await server?.close();
  await smtp?.stop();
});

const forgedName = 'Eve\nBcc: mallory@example.com\r\nSubject: You won';
const forgedShop = 'Statefront\r\nReply-To: mallory@example.com';
const override = '\u202E';

/** The lines of a mail's text part that begin as a header or a forged line would. */
const forged = (text: string) =>
  text.split(/\r\n|\r|\n|\u2028|\u2029|\u0085/).filter((line) => /^(Bcc|Subject|Reply-To):/i.test(line.trim()));

describe('a mail to a shopper whose name and address were stored with line breaks and overrides', () => {
  it('has no forged line in its text part and no override in either part', async () => {
    const shopper = await newShopper(server.url);
    const db = server.ctx.db;
    // Written as an older server (or a hand-made row) left them: the API refuses them now.
    await db.update(users).set({ firstName: forgedName }).where(eq(users.email, shopper.email));
    await db
      .update(addresses)
      .set({ landmark: `Near ${override}llaM ytiC`, city: 'Pune\nBcc: mallory@example.com' })
      .where(eq(addresses.id, shopper.addressId));
    await db.execute(
      sql`update site_content set value = jsonb_set(value, '{site_name}', to_jsonb(${forgedShop}::text)) where key = 'company_details'`,
    );
    const variant = await ownVariant(db, 5);
    await addToCart(server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
    const placed = await call(server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    // And a reset code, whose subject names the shop.
    const reset = await call(server.url, 'POST', '/password-reset', { body: { var_email: shopper.email } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(202);

    const mails = await smtp.waitFor(shopper.email, 2);
    for (const mail of mails) {
      console.log(`${mail.subject}\n${mail.text.split('\n').slice(0, 4).join('\n')}\n…`);
      expect(forged(mail.text), mail.text).toEqual([]);
      expect(mail.text).toContain('Hello Eve Bcc: mallory@example.com Subject: You won,');
      expect(mail.text.startsWith('Statefront Reply-To: mallory@example.com\n')).toBe(true);
      expect(mail.text + mail.html + mail.subject).not.toContain(override);
      expect(mail.html).toContain('Hello Eve Bcc: mallory@example.com Subject: You won,');
    }
    const placedMail = mails.find((mail) => mail.subject.includes('is placed'))!;
    expect(placedMail.text).toContain('Near llaM ytiC');
    expect(placedMail.text).toContain('Pune Bcc: mallory@example.com');
    expect(mails.find((mail) => mail.subject.includes('reset'))!.subject).toBe(
      'Your Statefront Reply-To: mallory@example.com password reset code',
    );
  });
});

describe('composeMail', () => {
  it('makes every value one line: runs of controls a space, bidirectional controls gone', () => {
    const look = { name: `Shop${override}`, logo: null, currency: '₹', origin: 'https://shop.example/' };
    const mail = composeMail(look, {
      kind: 'password-reset',
      to: 'eve@example.com',
      subject: 'Hi\r\nBcc: x@example.com',
      greeting: `Hello ${forgedName},`,
      blocks: [
        { p: 'a\u2028b\u0085c\td' },
        { list: ['one\ntwo'] },
        { rows: [['Deliver to', `12B\u2066, Pune\u2069\n\nBcc: x`]] },
      ],
      link: { label: 'Open\nBcc: x', path: 'cart' },
    });
    expect(forged(mail.text), mail.text).toEqual([]);
    expect(mail.subject).toBe('Hi Bcc: x@example.com');
    expect(mail.text).toContain('a b c d');
    expect(mail.text).toContain('- one two');
    expect(mail.text).toContain('Deliver to: 12B, Pune Bcc: x');
    expect(mail.text).toContain('Open Bcc: x: https://shop.example/cart');
    expect(mail.text + mail.html).not.toMatch(/[\u202E\u2066\u2069\u2028\u0085\t]/);
  });
});
