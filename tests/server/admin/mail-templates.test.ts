/**
 * The mails' wording in the back office over real HTTP (decision 0064): an order-placed subject and opening saved by
 * the owner write the next order's mail, through a real SMTP server; a stale version is a 409 that writes nothing;
 * put back, the shop's own words return. A placeholder the mail does not know, or an empty subject, is refused in
 * words on its field, by the preview as by the save.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailTexts } from '#rules/mail-texts';
import { activity } from '#server/db/schema';
import { createContractClient } from '#tests/contract/contract-client';
import { ownVariant } from '#tests/support/own-products';
import { mailsSettled, serverWithMail } from '#tests/support/server-with-mail';
import { newStaffMember, staffSession } from '#tests/support/staff';
import { addToCart, call, cashOrder, newShopper } from '#tests/server/orders/support';

const shop = serverWithMail();

async function owner() {
  const api = createContractClient(shop.server.url);
  const member = await newStaffMember(shop.server.ctx.db, 'owner');
  return { api, session: await staffSession(api, member) };
}

describe('the wording of the shop mails', () => {
  it('writes the next order-placed mail with the saved wording; a stale save is 409; put back, the shop words return', async () => {
    const { api, session } = await owner();
    const path = { kind: 'order-placed' as const };
    const wording = { subject: '{name}, your {shop} order {order} is in', intro: 'We have your order {order}.' };
    const saved = await api.ok('saveAdminMailTemplate', {
      staffSession: session,
      path,
      body: { ...wording, version: 0 },
    });
    expect(saved.data).toMatchObject({ ...wording, reworded: true, version: 1 });
    const stale = { subject: 'Lost {order}', intro: 'Lost.', version: 0 };
    expect(await api.fails('saveAdminMailTemplate', 409, { staffSession: session, path, body: stale })).toBe(
      'Someone changed this mail’s wording since you opened it. Open it again to see theirs.',
    );

    const shopper = await newShopper(shop.server.url);
    const variant = await ownVariant(shop.server.ctx.db, 5);
    await addToCart(shop.server.url, shopper, { ...variant, title: '', price: 0, sellingPrice: 0 }, 1);
    const placed = await call(shop.server.url, 'POST', '/orders', { token: shopper.token, body: cashOrder(shopper) });
    expect(placed.status).toBe(201);
    const number = placed.body.data.order_id as string;
    const [mail] = await shop.smtp.waitFor(shopper.email, 1);
    expect(mail!.subject).toBe(`Test, your Statefront order ${number} is in`);
    expect(mail!.text).toContain(`We have your order ${number}. Placed on `);
    expect(mail!.text).toContain('Total: ₹');

    const reset = await api.ok('resetAdminMailTemplate', { staffSession: session, path, body: { version: 1 } });
    expect(reset.data).toMatchObject({ subject: mailTexts['order-placed'].subject, reworded: false, version: 2 });
    const recorded = await shop.server.ctx.db
      .select()
      .from(activity)
      .where(eq(activity.subject, mailTexts['order-placed'].label));
    expect(recorded.map((row) => row.action)).toEqual(['mail.reword', 'mail.reword-reset']);
    await mailsSettled(shop.server);
  });

  it('refuses an unknown placeholder and an empty subject on their fields, and previews unsaved wording', async () => {
    const { api, session } = await owner();
    const path = { kind: 'back-in-stock' as const };
    const bad = await api.call<{ errors: { field: string; says: string }[] }>('previewAdminMailTemplate', {
      staffSession: session,
      path,
      body: { subject: ' ', intro: 'Hello {order}' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map(({ field, says }) => [field, says])).toEqual([
      ['subject', 'Write a subject.'],
      ['intro', '{order} is not a placeholder of this mail; it knows {name}, {shop}, {product}.'],
    ]);
    const save = { subject: 'Back: {product}', intro: 'Hello {order}', version: 0 };
    await api.fails('saveAdminMailTemplate', 400, { staffSession: session, path, body: save });
    const listed = await api.ok('listAdminMailTemplates', { staffSession: session });
    expect(listed.data.find((t) => t.kind === 'back-in-stock')).toMatchObject({ reworded: false, version: 0 });

    const shown = await api.ok('previewAdminMailTemplate', {
      staffSession: session,
      path,
      body: { subject: 'Back: {product}', intro: '{name}, {product} is here.' },
    });
    expect(shown.data.subject).toBe('Back: Cotton kurta');
    expect(shown.data.text).toContain('Priya, Cotton kurta (Size: M) is here.');
    expect(shown.data.html).toContain('<p>Priya, Cotton kurta (Size: M) is here.</p>');
  });

  it("rewords a declined return's mail, the shop's reason always after it", async () => {
    const { api, session } = await owner();
    const shown = await api.ok('previewAdminMailTemplate', {
      staffSession: session,
      path: { kind: 'return-declined' },
      body: { subject: 'Your return, {name}', intro: 'Sorry {name}, {item} cannot come back:' },
    });
    expect(shown.data.subject).toBe('Your return, Priya');
    expect(shown.data.text).toContain('Sorry Priya, Cotton kurta (Size: M) × 2 cannot come back: It has been worn.');
  });
});
