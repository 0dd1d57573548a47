/**
 * Names and address fields are one line (issue 50): a line break, a tab, any other C0 or C1
 * control character, a line separator or a bidirectional control (an override like U+202E
 * reverses what follows) is refused with a 400 whose sentence names the field, and nothing
 * is stored. Letters of any script still pass.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneLineLabels, type OneLineField } from '#rules/fields';
import { texts } from '#rules/texts';
import { addresses, users } from '#server/db/schema';
import { startTestServer, type TestServer } from '#tests/support/server';
import { shopping } from '#tests/contract/shopping-fixtures';
import { call, newShopper, type Shopper } from '#tests/server/orders/support';

let server: TestServer;
let shopper: Shopper;

beforeAll(async () => {
  server = await startTestServer();
  shopper = await newShopper(server.url);
});
afterAll(() => server?.close());

/** Each kind the check refuses, inside a value as a paste would bring it (short enough for every field's length). */
const bad: [string, string][] = [
  ['a line feed', 'Eve\nBcc: m@x.io'],
  ['a carriage return', 'Eve\r\nX-Header: 1'],
  ['a tab', 'Eve\tRao'],
  ['a C1 control (NEL)', 'Eve\u0085Rao'],
  ['DEL', 'Eve\u007fRao'],
  ['a line separator', 'Eve\u2028Rao'],
  ['a right-to-left override', 'Eve\u202Egnp.exe'],
  ['a first-strong isolate', 'Eve\u2068Rao\u2069'],
  ['a right-to-left mark', 'Eve\u200fRao'],
];

const refusal = (field: OneLineField) => ({
  message: texts.notOneLine(oneLineLabels[field]),
  errors: [{ in: 'body', field, problem: 'character' }],
});

const addressFields = [
  'var_house_no',
  'var_app_name',
  'var_landmark',
  'var_country',
  'var_state',
  'var_city',
  'var_pincode',
] as const;

describe('a one-line field holding a line break, a control or a bidirectional character', () => {
  it.each(bad)('is refused at sign-up, naming the first or the last name: %s', async (_kind, value) => {
    for (const field of ['var_name', 'last_name'] as const) {
      const person = { ...shopping.newShopper(), [field]: value };
      const answer = await call(server.url, 'POST', '/user', { body: person });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toEqual(refusal(field));
      expect(await server.ctx.db.$count(users, eq(users.email, person.var_email))).toBe(0);
    }
  });

  it.each(bad)('is refused by a profile update, naming the name: %s', async (_kind, value) => {
    for (const field of ['var_name', 'last_name'] as const) {
      const body = { var_name: 'Kavya', last_name: 'Iyer', [field]: value };
      const answer = await call(server.url, 'PUT', '/user', { token: shopper.token, body });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toEqual(refusal(field));
    }
    const profile = (await call(server.url, 'GET', '/user', { token: shopper.token })).body.data;
    expect([profile.var_name, profile.last_name]).toEqual(['Test', 'Shopper']);
  });

  it.each(bad)('is refused in every field of a new or changed address, naming it: %s', async (_kind, value) => {
    for (const field of addressFields) {
      const body = { ...shopping.address, [field]: value };
      const added = await call(server.url, 'POST', '/address', { token: shopper.token, body });
      expect(added.status, JSON.stringify(added.body)).toBe(400);
      expect(added.body).toEqual(refusal(field));
      const changed = await call(server.url, 'PUT', `/address/${shopper.addressId}`, { token: shopper.token, body });
      expect(changed.status, JSON.stringify(changed.body)).toBe(400);
      expect(changed.body).toEqual(refusal(field));
    }
    const saved = await server.ctx.db.select().from(addresses).where(eq(addresses.id, shopper.addressId));
    expect(saved.map((row) => row.city)).toEqual(['Pune']);
  });

  it('says each field by its name', () => {
    expect(texts.notOneLine(oneLineLabels.var_name)).toBe(
      "First name can't contain line breaks or control characters.",
    );
    expect(Object.values(oneLineLabels)).toEqual([
      'First name',
      'Last name',
      'House number',
      'Apartment',
      'Landmark',
      'Country',
      'State',
      'City',
      'Pin code',
    ]);
  });
});

describe('names and addresses of one line, in any script', () => {
  it('are taken', async () => {
    const names = { var_name: 'Zoë Anaïs', last_name: 'सारा ساره 李' };
    const updated = await call(server.url, 'PUT', '/user', { token: shopper.token, body: names });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject(names);
    const address = { ...shopping.address, var_landmark: 'Near the café, opposite श्री मंदिर', var_city: 'Bengaluru' };
    const added = await call(server.url, 'POST', '/address', { token: shopper.token, body: address });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    await call(server.url, 'PUT', '/user', { token: shopper.token, body: { var_name: 'Test', last_name: 'Shopper' } });
  });
});
