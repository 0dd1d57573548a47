/**
 * Bad input, generated, against one database (PGlite in tests/fuzz, PostgreSQL in
 * tests/pg): for every operation that takes a body or parameters,
 *
 * 1. the well-formed request must succeed first, for a shopper whose state makes
 *    it succeed (an address, a delivered order, a cart line, a paid provider order),
 *    so that a refusal of a broken copy is the validation's doing, not the handler's;
 * 2. fast-check then breaks it in the ways invalid-inputs.ts knows (`numRuns` cases
 *    per operation): input the document rejects must answer 400 (415 for a
 *    media type it does not take) with a sentence for people in `message` (never a
 *    validator's wording) and, on a 400, the problems in `errors`; ids no row can
 *    have must be refused with a message; nothing is written;
 * 3. schema-valid odd Unicode (astral, RTL, combining, control characters) must
 *    never answer 5xx (these cases may write, so they run after the strict ones);
 * 4. NUL bytes and lone surrogates, which JSON carries and no text column stores,
 *    must answer 400, worded as in 2.
 *
 * The fast-check seed is printed with the command that replays the run (FUZZ_SEED);
 * FUZZ_RUNS=<n> sets the cases per operation.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceOrder } from '#server/cli/commands';
import { e2eTier } from '../e2e/support/tier';
import type { TestServer } from '../support/server';
import { createContractClient } from '../contract/contract-client';
import type { CallOptions, ContractClient, OperationId, Success } from '../contract/contract-client';
import { fingerprint } from '../contract/db-fingerprint';
import { derefSchema } from '../contract/openapi-document';
import type { JsonSchema, Operation } from '../contract/openapi-document';
import { newShopperWithAddress, shopping } from '../contract/shopping-fixtures';
import { mailOutbox } from '#server/db/schema';
import { ownProducts } from '../support/own-products';
import { quietNow } from '../support/server-with-mail';
import { mailedResetCode } from '../support/mail-files';
import { notWordedForPeople } from '../support/worded-for-people';
import { newStaffMember, staffSession } from '../support/staff';
import { addStaff } from '#server/cli/staff-commands';
import { randomUUID } from 'node:crypto';
import { newContactMessage } from '../support/inbox';
import { editedProduct, newCoupon, validRequests, wellFormedIds } from '../contract/valid-requests';
import type { KnownIds } from '../contract/valid-requests';
import { badRequests, nulAndSurrogates, oddString } from './invalid-inputs';
import type { BadRequest } from './invalid-inputs';
import { webhookSignature } from '#server/payment-provider/signature';

/**
 * Cases per operation. `npm test` takes 50: every operation has at most about a dozen
 * kinds of breakage, and 50 draws miss a given one with a chance under 2 %, so each run
 * still tries nearly every kind on every operation, with new values each time. The full
 * and extra tiers take 200.
 */
const numRuns = Number(process.env.FUZZ_RUNS ?? (e2eTier() === 'default' ? 50 : 200));
const unicodeRuns = Math.max(20, Math.round(numRuns / 4));
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(numRuns) || numRuns < 1)
  throw new Error(`FUZZ_RUNS=${process.env.FUZZ_RUNS}: expected a positive whole number`);
if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED=${process.env.FUZZ_SEED}: expected a whole number`);

const doc = createContractClient('http://127.0.0.1').validator.doc;
const withInput = [...doc.operations.values()].filter((op) => op.requestBody || op.parameters.length > 0);

/** The names of an operation's string-typed body fields and path parameters. */
function stringInputs(op: Operation): { body: string[]; path: string[] } {
  const located = op.requestBody?.content['application/json'];
  const isString = (schema: JsonSchema) => {
    const resolved = derefSchema(doc, schema);
    return resolved.type === 'string' || (Array.isArray(resolved.type) && resolved.type.includes('string'));
  };
  const properties = located ? ((derefSchema(doc, located.schema).properties ?? {}) as Record<string, JsonSchema>) : {};
  return {
    body: Object.entries(properties)
      .filter(([, schema]) => isString(schema))
      .map(([name]) => name),
    path: op.parameters.filter((p) => p.in === 'path' && isString(p.schema.schema)).map((p) => p.name),
  };
}

/**
 * The suite compares database fingerprints around each operation's cases: the sweep
 * giving a hold's stock back when it runs out, or placing the order of a payment taken
 * with no step 2 once its grace is over (PAYMENT_SETTLE_SECONDS, two minutes by default,
 * which a slow run outlasts), would look like a refused request that wrote. Holds and
 * grace outlast any run here. The payment webhook is on, so its signed request succeeds.
 */
export const fuzzConfig = {
  paymentHoldSeconds: 24 * 60 * 60,
  paymentSettleSeconds: 24 * 60 * 60,
  razorpayWebhookSecret: 'bad-input-webhook-secret',
};

interface Line {
  fk_product: number;
  fk_variant: number;
}

interface Own {
  line: Line;
  slug: string;
  optionIds: number[];
}

/** `rerun` is the command that runs this file alone, printed with the seed that replays it. */
export function describeBadInput(database: string, start: () => Promise<TestServer>, rerun: string) {
  const replay = `FUZZ_SEED=${seed} FUZZ_RUNS=${numRuns} ${rerun}`;
  let server: TestServer;
  let api: ContractClient;
  let token = '';
  let ids: KnownIds;
  let lines: [Line, Line];
  let password = '';
  /** An account of its own for the password reset: a reset ends every session, and the suite's token must live. */
  let resetter = '';
  /** The back office's owner, signed in once: her session opens every admin operation. */
  const owner = { email: '', password: '', session: '' };
  const figures = { operations: 0, cases: 0, fiveXX: 0, nulCases: 0, nulFiveXX: 0 };

  /** A cash order of one unit of `line`, moved on to delivered. */
  async function deliveredOrder(line: Line) {
    await api.ok('updateCart', { token, body: { ...line, var_qty: 1 } });
    const placed = (await api.ok('placeOrder', { token, body: shopping.cashOrder(ids.addressId) })) as {
      data: { int_glcode: number };
    };
    for (let step = 0; step < 3; step++) await advanceOrder(server.ctx.db, String(placed.data.int_glcode));
    const delivered = (await api.ok('getOrder', { token, path: { id: placed.data.int_glcode } })).data;
    expect(delivered.chr_status).toBe('D');
    return delivered;
  }

  /** A cash order of one unit of the first line, moved `steps` along A → P → S → D: its id. */
  async function orderAt(steps: number): Promise<number> {
    await api.ok('updateCart', { token, body: { ...lines[0], var_qty: 1 } });
    const placed = (await api.ok('placeOrder', { token, body: shopping.cashOrder(ids.addressId) })) as {
      data: { int_glcode: number };
    };
    for (let step = 0; step < steps; step++) await advanceOrder(server.ctx.db, String(placed.data.int_glcode));
    return placed.data.int_glcode;
  }

  /** An online payment started (step 1) for one unit of the first line: its provider order id. */
  async function startedPayment(): Promise<string> {
    await api.ok('updateCart', { token, body: { ...lines[0], var_qty: 1 } });
    const cart = await api.ok('getCart', { token });
    const step1 = (await api.ok('placeOrder', {
      token,
      body: {
        ...shopping.cashOrder(ids.addressId),
        var_payment_mode: 'O',
        amount: Math.round(cart.gross_total * 100),
        currency: 'INR',
      },
    })) as Success<'placeOrder'> & { data: { id: string } };
    return step1.data.id;
  }

  /** What the operation needs to be let in: the owner's staff session for an admin operation, else the shopper's token. */
  const credentials = (op: Operation): CallOptions =>
    op.staff ? { staffSession: owner.session } : op.secured ? { token } : {};

  /** The well-formed request, with whatever state it needs to succeed arranged first. */
  async function wellFormed(operationId: OperationId): Promise<CallOptions> {
    const valid = validRequests(ids)[operationId];
    const fill = (line: Line) => api.ok('updateCart', { token, body: { ...line, var_qty: 1 } });
    switch (operationId) {
      case 'applyCoupon': {
        await fill(lines[0]);
        const cart = await api.ok('getCart', { token });
        const totals = {
          total_amount: cart.Sub_Total,
          total_tax: cart.gst_total,
          total_discount: cart.discount_total,
          delivery_charge: cart.delivery_charge,
        };
        return { body: { coupon_code: 'WELCOME10', ...totals } };
      }
      case 'returnProduct': {
        // An order of its own: a return turns the order to R, and the review needs one still delivered.
        const order = await deliveredOrder(lines[0]);
        return { body: { ...(valid.body as object), order_id: order.int_glcode } };
      }
      case 'login':
        return { body: { var_email: ids.email, var_password: password } };
      case 'staffSignIn':
        return { body: { email: owner.email, password: owner.password } };
      case 'placeOrder':
        await fill(lines[0]);
        return valid;
      case 'cancelOrder': {
        await fill(lines[0]);
        const placed = (await api.ok('placeOrder', { token, body: shopping.cashOrder(ids.addressId) })) as {
          data: { int_glcode: number };
        };
        return { path: { id: placed.data.int_glcode } };
      }
      case 'createAddress':
        await onlyTheFirstAddress();
        return valid;
      case 'deleteAddress': {
        await onlyTheFirstAddress();
        const address = (await api.ok('createAddress', { token, body: shopping.address })).data;
        return { path: { id: address.int_glcode } };
      }
      // Each on an attempt of its own: cancelling one, or paying one, closes it.
      case 'cancelPayment':
        return { path: { providerOrderId: await startedPayment() } };
      case 'sandboxCheckout':
        return { body: { ...(valid.body as object), order_id: await startedPayment() } };
      // Signed as Razorpay signs it; an event that changes nothing but its own record.
      case 'paymentWebhook': {
        const body = {
          event: 'payment.failed',
          payload: { payment: { entity: { id: 'pay_fuzz', order_id: null, amount: 100, currency: 'INR' } } },
        };
        const signature = webhookSignature(Buffer.from(JSON.stringify(body)), fuzzConfig.razorpayWebhookSecret);
        return { body, headers: { 'X-Razorpay-Event-Id': 'evt_fuzz', 'X-Razorpay-Signature': signature } };
      }
      // The code the mail gave; then, for the new password, the token that code gives.
      case 'confirmPasswordReset':
        return { body: { var_email: resetter, code: await resetCode() } };
      case 'resetPassword': {
        const answer = await api.ok('confirmPasswordReset', { body: { var_email: resetter, code: await resetCode() } });
        return { body: { ...(valid.body as object), reset_token: answer.data.reset_token } };
      }
      // A sold-out option of its own to wait for; to stop waiting, one waited for.
      case 'waitForStock':
        return { path: { variant_id: await soldOutVariant() } };
      case 'stopWaitingForStock': {
        const variantId = await soldOutVariant();
        await api.ok('waitForStock', { token, path: { variant_id: variantId } });
        return { path: { variant_id: variantId } };
      }
      // The back office's steps, each on an order of its own at the step's start.
      case 'processAdminOrder':
        return { path: { orderId: await orderAt(0) } };
      case 'cancelAdminOrder':
        return { ...valid, path: { orderId: await orderAt(0) } };
      case 'shipAdminOrder':
        return { ...valid, path: { orderId: await orderAt(1) } };
      case 'deliverAdminOrder':
        return { path: { orderId: await orderAt(2) } };
      case 'receiveAdminReturn':
      case 'declineAdminReturn': {
        const order = await deliveredOrder(lines[0]);
        await api.ok('returnProduct', {
          token,
          body: { ...lines[0], return_text: 'Too long', order_id: order.int_glcode },
        });
        return {
          path: { orderId: order.int_glcode },
          body: { ...(valid.body as object), variant_id: lines[0].fk_variant },
        };
      }
      case 'setStaffPassword': {
        const email = `fuzz-${randomUUID().slice(0, 8)}@example.com`;
        const added = await addStaff(
          server.ctx.db,
          { email, role: 'staff' },
          { now: new Date(), publicUrl: server.url, mail: false },
        );
        return { body: { ...(valid.body as object), token: new URL(added.link).hash.slice(1) } };
      }
      // A handle and SKU of its own (a preview writes nothing, yet checks a SKU as adding would); a product of its
      // own, opened, to save.
      case 'createAdminProduct':
      case 'previewNewAdminProduct': {
        const slug = `fuzz-kurta-${randomUUID().slice(0, 8)}`;
        return {
          body: { slug, product: { ...editedProduct, variants: [{ ...editedProduct.variants[0]!, sku: slug }] } },
        };
      }
      case 'saveAdminProduct': {
        const own = (await ownProducts(server.ctx.db, 1, 3))[0]!;
        const opened = await api.ok('getAdminProduct', { staffSession: owner.session, path: { product_id: own.id } });
        const sku = `fuzz-${randomUUID().slice(0, 8)}`;
        return {
          path: { product_id: own.id },
          body: {
            version: opened.data.version,
            product: { ...editedProduct, variants: [{ ...editedProduct.variants[0]!, sku }] },
          },
        };
      }
      case 'previewAdminProduct': {
        const own = (await ownProducts(server.ctx.db, 1, 3))[0]!;
        const sku = `fuzz-${randomUUID().slice(0, 8)}`;
        return {
          path: { product_id: own.id },
          body: { product: { ...editedProduct, variants: [{ ...editedProduct.variants[0]!, sku }] } },
        };
      }
      // A variant of its own: the suite's first line must keep the stock its orders take, whichever test runs first.
      case 'setVariantStock': {
        const own = (await ownProducts(server.ctx.db, 1, 3))[0]!;
        return { ...valid, path: { variant_id: own.variants[0]!.id } };
      }
      // Products of its own to change.
      case 'bulkEditAdminProducts': {
        const own = await ownProducts(server.ctx.db, 2, 3);
        return { body: { ids: own.map((product) => product.id), action: 'stock', change: 'to', figure: '5' } };
      }
      // A shopper of its own to erase, her email typed again; a failed mail of its own to send again.
      case 'eraseAdminCustomer': {
        const { email } = await newShopperWithAddress(api);
        const found = await api.ok('listAdminCustomers', { staffSession: owner.session, query: { q: email } });
        return { path: { customerId: found.data[0]!.id }, body: { email } };
      }
      case 'resendAdminMail': {
        const [mail] = await server.ctx.db
          .insert(mailOutbox)
          .values({
            kind: 'contact-reply',
            recipient: `fuzz-${randomUUID().slice(0, 8)}@example.com`,
            subject: 'Your message',
            text: 'Thank you.',
            html: '<p>Thank you.</p>',
            nextAttemptAt: new Date(Date.now() + 3_600_000),
            attempts: 1,
          })
          .returning({ id: mailOutbox.id });
        return { path: { mailId: mail!.id }, body: {} };
      }
      // A code of its own; a coupon of its own to pause or end (the shop's WELCOME10 stays running for the others).
      case 'createAdminCoupon':
        return { body: newCoupon(`FUZZ${randomUUID().slice(0, 8).toUpperCase()}`) };
      case 'pauseAdminCoupon':
      case 'endAdminCoupon': {
        const made = await api.ok('createAdminCoupon', {
          staffSession: owner.session,
          body: newCoupon(`FUZZ${randomUUID().slice(0, 8).toUpperCase()}`),
        });
        return { ...valid, path: { coupon_id: made.data.id } };
      }
      // The settings as the form opened them: saved back, they change nothing.
      case 'saveAdminSettings':
        return { body: (await api.ok('getAdminSettings', { staffSession: owner.session })).data };
      // The mail's wording at its current version, whatever an earlier case saved or put back.
      case 'saveAdminMailTemplate':
      case 'resetAdminMailTemplate': {
        const listed = await api.ok('listAdminMailTemplates', { staffSession: owner.session });
        const { version } = listed.data.find((t) => t.kind === 'order-shipped')!;
        return { ...valid, body: { ...(valid.body as object), version } };
      }
      // A word of its own: set, then forgotten.
      case 'setAdminSynonym':
        return { ...valid, path: { word: `fuzz${randomUUID().slice(0, 8)}` } };
      case 'removeAdminSynonym': {
        const word = `fuzz${randomUUID().slice(0, 8)}`;
        await api.ok('setAdminSynonym', { staffSession: owner.session, path: { word }, body: { means: 'kurta' } });
        return { path: { word } };
      }
      // A category of its own to add, rename, move or delete: the shop's stay as they are.
      case 'createAdminCategory':
        return { body: { parent_id: null, title: `Fuzz ${randomUUID().slice(0, 8)}` } };
      case 'saveAdminCategory':
      case 'moveAdminCategory':
      case 'deleteAdminCategory': {
        const { data } = await api.ok('createAdminCategory', {
          staffSession: owner.session,
          body: { parent_id: null, title: `Fuzz ${randomUUID().slice(0, 8)}` },
        });
        const path = { category_id: data.id };
        if (operationId === 'deleteAdminCategory') return { path };
        if (operationId === 'moveAdminCategory')
          return { path, body: { version: data.version, parent_id: null, position: 0 } };
        return { path, body: { version: data.version, title: data.title, link_name: data.slug, picture: null } };
      }
      case 'removeCartLine':
        await fill(lines[1]);
        return { path: { fk_product: lines[1].fk_product, variant_id: lines[1].fk_variant } };
      default:
        return valid;
    }
  }

  const soldOutVariant = async () => (await ownProducts(server.ctx.db, 1, 0))[0]!.variants[0]!.id;

  const resetCode = () =>
    mailedResetCode(server.ctx.config.dataDir, resetter, () =>
      api.call('requestPasswordReset', { body: { var_email: resetter } }),
    );

  /**
   * The shopper's book back to the address the other operations use: the well-formed
   * createAddress of each case adds one, and a book at its cap refuses the next, whichever
   * operation comes first.
   */
  async function onlyTheFirstAddress() {
    const book = (await api.ok('listAddresses', { token })).data as { int_glcode: number }[];
    for (const { int_glcode: id } of book)
      if (id !== ids.addressId) await api.ok('deleteAddress', { token, path: { id } });
  }

  describe(`bad input on ${database}`, () => {
    beforeAll(async () => {
      console.log(
        `bad input on ${database}: fast-check seed ${seed}, ${numRuns} cases per operation; replay with: ${replay}`,
      );
      server = await start();
      api = createContractClient(server.url);
      const person = shopping.newShopper();
      password = person.var_password;
      token = (await api.ok('signUp', { body: person })).data.accessToken;
      const profile = (await api.ok('getProfile', { token })).data;
      const other = shopping.newShopper();
      await api.ok('signUp', { body: other });
      resetter = other.var_email;
      const address = (await api.ok('createAddress', { token, body: shopping.address })).data;
      // The back office's owner, for the admin operations.
      const member = await newStaffMember(server.ctx.db, 'owner');
      Object.assign(owner, { email: member.email, password: member.password });
      owner.session = await staffSession(api, member);

      // Two products of its own, with stock for every order the well-formed requests place.
      const [first, second] = (await ownProducts(server.ctx.db, 2, 100)).map((product) => ({
        line: { fk_product: product.id, fk_variant: product.variants[0]!.id },
        slug: product.slug,
        optionIds: product.variants[0]!.optionIds,
      })) as [Own, Own];
      lines = [first.line, second.line];

      // A delivered order of the first product: its invoice and its review.
      ids = { ...wellFormedIds, addressId: address.int_glcode };
      const delivered = await deliveredOrder(first.line);
      const ticket = /\/invoice\/([^/]+)\//.exec(delivered.invoice_url ?? '')?.[1];
      expect(ticket, `invoice_url ${delivered.invoice_url}`).toBeTruthy();

      // A cancelled order of the second product: its credit note.
      await api.ok('updateCart', { token, body: { ...second.line, var_qty: 1 } });
      const placed = await api.ok('placeOrder', { token, body: shopping.cashOrder(ids.addressId) });
      const cancelledOrderId = (placed.data as { int_glcode: number }).int_glcode;
      await api.ok('cancelOrder', { token, path: { id: cancelledOrderId } });
      const cancelled = (await api.ok('getOrder', { token, path: { id: cancelledOrderId } })).data;
      const cancelledTicket = /\/credit-note\/([^/]+)\//.exec(cancelled.credit_note_url ?? '')?.[1];
      expect(cancelledTicket, `credit_note_url ${cancelled.credit_note_url}`).toBeTruthy();

      // An online payment started (step 1), for the payment operations.
      const providerOrderId = await startedPayment();

      ids = {
        ...wellFormedIds,
        productId: first.line.fk_product,
        productSlug: first.slug,
        variantId: first.line.fk_variant,
        optionIds: first.optionIds,
        addressId: address.int_glcode,
        orderId: delivered.int_glcode,
        userId: profile.user_id,
        email: person.var_email,
        ticket: ticket!,
        cancelledOrderId,
        cancelledTicket: cancelledTicket!,
        providerOrderId,
        // A message of the inbox, for the back office's inbox operations.
        messageId: (await newContactMessage(api, server.ctx.db)).id,
      };
    });

    afterAll(async () => {
      console.log(
        `bad input on ${database}: ${figures.cases} generated cases over ${figures.operations} ` +
          `operations, ${figures.fiveXX} answered 5xx; ` +
          `${figures.nulCases} NUL/lone-surrogate requests, ${figures.nulFiveXX} answered 5xx; replay with: ${replay}`,
      );
      await server?.close();
    });

    it('covers every operation that takes input', () => {
      expect(withInput.length).toBeGreaterThanOrEqual(25);
    });

    /** The request as sent: the well-formed one with the broken part swapped in. */
    function merge(base: CallOptions, bad: BadRequest, op: Operation): CallOptions {
      // A body the case changes or takes away replaces a photo's bytes too.
      const { rawBody: _bytes, contentType: _type, ...rest } = base;
      const kept = 'body' in bad.options ? rest : base;
      return {
        ...kept,
        ...bad.options,
        path: { ...base.path, ...bad.options.path },
        query: { ...base.query, ...bad.options.query },
        headers: { ...base.headers, ...bad.options.headers },
        ...credentials(op),
      };
    }

    /** Does the document itself accept what was sent? */
    function documentAccepts(operationId: OperationId, bad: BadRequest, sent: CallOptions): boolean {
      if (bad.options.rawBody !== undefined || bad.options.contentType !== undefined) return false;
      if ('body' in bad.options && !api.validator.acceptsBody(operationId, sent.body)) return false;
      const changed = { ...bad.options.path, ...bad.options.query, ...bad.options.headers };
      return Object.entries(changed).every(([name, value]) =>
        api.validator.acceptsParameter(operationId, name, String(value)),
      );
    }

    async function send(operationId: OperationId, sent: CallOptions, nul = false) {
      const answer = await api.call<{ message?: unknown }>(operationId, sent);
      figures[nul ? 'nulCases' : 'cases'] += 1;
      if (answer.status >= 500) figures[nul ? 'nulFiveXX' : 'fiveXX'] += 1;
      return answer;
    }

    it.each(withInput.map((op) => op.operationId as OperationId))(
      '%s: the well-formed request succeeds; broken ones answer 400 (415 for a media type) with a message and write nothing',
      async (operationId) => {
        const op = doc.operations.get(operationId)!;
        const base = await wellFormed(operationId);
        const ok = await api.call(operationId, { ...base, ...credentials(op) });
        expect(ok.status, `the well-formed ${operationId} must succeed: ${JSON.stringify(ok.body)}`).toBeLessThan(300);
        figures.operations += 1;

        const arbitrary = badRequests(doc, op, base);
        expect(arbitrary).toBeDefined();
        // The well-formed request's work after its answer (a reset code's mail, its sending) is done before the count.
        await quietNow(server);
        const before = await fingerprint(server.ctx.db);
        await fc.assert(
          fc.asyncProperty(arbitrary!, async (bad) => {
            const sent = merge(base, bad, op);
            if (!bad.schemaValid) fc.pre(!documentAccepts(operationId, bad, sent));
            const answer = await send(operationId, sent);
            const what = `${bad.kind}: ${answer.status} ${JSON.stringify(answer.body)}`;
            if (bad.schemaValid) {
              // An id no row can have: refused (not found, or out of range), never served.
              expect(answer.status, what).toBeGreaterThanOrEqual(400);
              expect(answer.status, what).toBeLessThan(500);
            } else {
              const foreign =
                bad.options.contentType !== undefined && !(bad.options.contentType in op.requestBody!.content);
              expect(answer.status, what).toBe(foreign ? 415 : 400);
              // Worded for people, with the detail for programs beside it.
              expect(notWordedForPeople(answer.status, answer.body), what).toBeUndefined();
            }
            expect(answer.body?.message, what).toEqual(expect.stringMatching(/\S/));
          }),
          { numRuns, seed, endOnFailure: true },
        );
        expect(await fingerprint(server.ctx.db), 'a refused request wrote nothing').toEqual(before);
      },
      180_000,
    );

    const withStrings = withInput.filter((op) => {
      const strings = stringInputs(op);
      return strings.body.length + strings.path.length > 0;
    });

    it.each(withStrings.map((op) => op.operationId as OperationId))(
      '%s: odd Unicode in any string field (astral, RTL, combining, control) never answers 5xx',
      async (operationId) => {
        const op = doc.operations.get(operationId)!;
        const strings = stringInputs(op);
        const base = await wellFormed(operationId);
        const where = fc.oneof(
          ...strings.body.map((name) => fc.constant({ in: 'body' as const, name })),
          ...strings.path.map((name) => fc.constant({ in: 'path' as const, name })),
        );
        await fc.assert(
          fc.asyncProperty(where, oddString, async (field, value) => {
            const bad: BadRequest =
              field.in === 'body'
                ? {
                    kind: `${field.name} = ${JSON.stringify(value)}`,
                    options: { body: { ...(base.body as object), [field.name]: value } },
                  }
                : { kind: `path ${field.name} = ${JSON.stringify(value)}`, options: { path: { [field.name]: value } } };
            // A dot segment is resolved away by the URL before it is sent.
            fc.pre(!(field.in === 'path' && (value === '.' || value === '..')));
            const sent = merge(base, bad, op);
            const answer = await send(operationId, sent);
            const what = `${bad.kind}: ${answer.status} ${JSON.stringify(answer.body)}`;
            expect(answer.status, what).toBeLessThan(500);
            if (!documentAccepts(operationId, bad, sent)) expect(answer.status, what).toBe(400);
            if (answer.status >= 400) expect(answer.body?.message, what).toEqual(expect.stringMatching(/\S/));
          }),
          { numRuns: unicodeRuns, seed, endOnFailure: true },
        );
      },
      180_000,
    );

    it('NUL bytes and lone surrogates answer 400', async () => {
      const before = await fingerprint(server.ctx.db);
      const wrong: string[] = [];
      let tried = 0;
      for (const op of withStrings) {
        const operationId = op.operationId as OperationId;
        const strings = stringInputs(op);
        const base = validRequests(ids)[operationId];
        for (const value of nulAndSurrogates) {
          const sends: [string, CallOptions][] = strings.body.map((name) => [
            name,
            { ...base, body: { ...(base.body as object), [name]: value } },
          ]);
          // A lone surrogate cannot be put in a URL at all (encodeURIComponent throws): NUL only there.
          if (!/[\ud800-\udfff]/.test(value)) {
            for (const name of strings.path)
              sends.push([`path ${name}`, { ...base, path: { ...base.path, [name]: value } }]);
          }
          for (const [field, options] of sends) {
            tried += 1;
            const answer = await send(operationId, { ...options, ...credentials(op) }, true);
            if (answer.status !== 400 || notWordedForPeople(answer.status, answer.body)) {
              wrong.push(
                `${operationId} ${field} = ${JSON.stringify(value)}: ${answer.status} ${JSON.stringify(answer.body)}`,
              );
            }
          }
        }
      }
      console.log(`bad input on ${database}: ${tried} NUL/lone-surrogate requests, ${wrong.length} not answered 400`);
      expect(tried).toBeGreaterThan(50);
      expect(wrong).toEqual([]);
      expect(await fingerprint(server.ctx.db)).toEqual(before);
    }, 180_000);
  });
}
