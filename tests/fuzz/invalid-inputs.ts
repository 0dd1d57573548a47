/**
 * fast-check arbitraries of requests the server must refuse, derived from the
 * operation's schemas in openapi/storefront.yaml and a well-formed request:
 * a required field missing, an unknown field, a wrong JSON type, a number out
 * of range, a huge or malformed string, a body that is not an object, the wrong
 * content-type, malformed JSON, no body at all, bad path and header values,
 * and ids the schema allows but that no database row can have.
 *
 * Each arbitrary yields a labelled `CallOptions`; the caller checks that the
 * document itself rejects the input (so a 400, or a 415 for a media type, is
 * the only right answer) except for the kinds marked `schemaValid` (ids no row
 * can have), where a refusal with a message and nothing written is required.
 *
 * Strings come from the whole of Unicode (astral planes, combining marks,
 * right-to-left text, zero-width and control characters), not ASCII only.
 * NUL and lone surrogates are kept apart (`nulAndSurrogates`): they are valid
 * JSON strings the document accepts, so they have their own expectation.
 */
import fc from 'fast-check';
import type { CallOptions } from '../contract/contract-client';
import { derefSchema } from '../contract/openapi-document';
import type { JsonSchema, OpenApiDocument, Operation } from '../contract/openapi-document';

export interface BadRequest {
  kind: string;
  options: CallOptions;
  /** True when the document accepts the input (extreme ids): only "not 5xx, not written" is expected. */
  schemaValid?: boolean;
}

type Json = unknown;

/** Any Unicode scalar value but NUL (lone surrogates never come out of `unit: 'binary'`). */
export const unicodeString = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.string({ unit: 'binary', ...constraints }).filter((s) => !s.includes('\u0000'));

/** Text that trips naive code: mixed scripts, RTL, combining marks, emoji sequences, zero-width characters. */
export const trickyText = fc.constantFrom(
  'Ünïcödé ñame',
  'नमस्ते दुनिया',
  'مرحبا بالعالم',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301',
  '👩🏽‍💻🏳️‍🌈',
  '\u200B\u200C\u200D\uFEFF',
  '𝕳𝖊𝖑𝖑𝖔 𐍈',
  '\u0007\u001b[31m',
  '\r\n\t',
  '\uFFFF\uFFFE',
  "'); drop table users; --",
);

/** A string of odd Unicode: generated or hand-picked. */
export const oddString = fc.oneof(unicodeString({ maxLength: 40 }), trickyText);

/** NUL bytes and lone UTF-16 surrogates: JSON carries them, no text column can store them. */
export const nulAndSurrogates = ['\u0000', 'Kavya\u0000Iyer', 'x\ud800y', '\udc00', 'tail\ud83d'] as const;
const jsonTypes = ['string', 'number', 'integer', 'boolean', 'null', 'array', 'object'] as const;

const sampleOfType: Record<(typeof jsonTypes)[number], fc.Arbitrary<Json>> = {
  string: fc.oneof(fc.string({ maxLength: 20 }), unicodeString({ maxLength: 20 })),
  number: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).filter((n) => !Number.isInteger(n)),
  integer: fc.integer({ min: -1000, max: 1000 }),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
};

/** The JSON types a schema allows (after following a $ref); `undefined` when it says nothing. */
function allowedTypes(doc: OpenApiDocument, schema: JsonSchema): string[] | undefined {
  const resolved = derefSchema(doc, schema);
  const type = resolved.type;
  if (typeof type === 'string') return type === 'number' ? ['number', 'integer'] : [type];
  if (Array.isArray(type)) return type.flatMap((t: string) => (t === 'number' ? ['number', 'integer'] : [t]));
  if ('const' in resolved || 'enum' in resolved) return undefined;
  return undefined;
}

function bodyShape(doc: OpenApiDocument, op: Operation) {
  const located = op.requestBody?.content['application/json'];
  if (!located) return undefined;
  const schema = derefSchema(doc, located.schema);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return { properties, required: (schema.required ?? []) as string[] };
}

const isIdSchema = (schema: JsonSchema) => schema.$ref === '#/components/schemas/Id';
/** Integers the schema's `Id` allows but no SQL `integer` column holds. */
const extremeIds = fc.constantFrom(2_147_483_648, 9_007_199_254_740_991, 1e15);

function bodyMutations(
  doc: OpenApiDocument,
  op: Operation,
  valid: Record<string, unknown>,
): fc.Arbitrary<BadRequest>[] {
  const shape = bodyShape(doc, op);
  if (!shape) return [];
  const names = Object.keys(shape.properties);
  const json = (kind: string, body: unknown): BadRequest => ({ kind, options: { body } });
  const out: fc.Arbitrary<BadRequest>[] = [];

  if (shape.required.length) {
    out.push(
      fc.constantFrom(...shape.required).map((name) => {
        const body = { ...valid };
        delete body[name];
        return json(`missing required ${name}`, body);
      }),
    );
  }
  out.push(
    fc
      .tuple(
        fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !names.includes(k) && k !== '__proto__'),
        fc.jsonValue({ maxDepth: 1 }),
      )
      .map(([key, value]) => json(`unknown field ${JSON.stringify(key)}`, { ...valid, [key]: value })),
  );
  if (names.length) {
    out.push(
      fc
        .constantFrom(...names)
        .chain((name) => {
          const allowed = allowedTypes(doc, shape.properties[name]!) ?? [];
          const wrong = jsonTypes.filter(
            (t) => !allowed.includes(t) && !(t === 'integer' && allowed.includes('number')),
          );
          return fc.constantFrom(...wrong).chain((t) => sampleOfType[t].map((value) => ({ name, value, t })));
        })
        .map(({ name, value, t }) => json(`${name} as ${t}`, { ...valid, [name]: value })),
    );
  }

  const numeric = names.filter((n) =>
    (allowedTypes(doc, shape.properties[n]!) ?? []).some((t) => t === 'number' || t === 'integer'),
  );
  if (numeric.length) {
    out.push(
      fc
        .tuple(
          fc.constantFrom(...numeric),
          fc.oneof(
            fc.integer({ min: -1e9, max: -1 }),
            fc.integer({ min: 1_000_001, max: 2e9 }),
            fc.constant(0.5),
            fc.constant(-0.01),
          ),
        )
        .map(([name, value]) => json(`${name} = ${value}`, { ...valid, [name]: value })),
    );
  }

  const strings = names.filter(
    (n) =>
      (allowedTypes(doc, shape.properties[n]!) ?? []).includes('string') ||
      'enum' in derefSchema(doc, shape.properties[n]!),
  );
  if (strings.length) {
    out.push(
      fc
        // At most 200,000 × 4 bytes: over every maxLength, under the 1 MiB body limit (a 413 is another matter).
        .tuple(
          fc.constantFrom(...strings),
          fc.integer({ min: 5_001, max: 200_000 }),
          fc.constantFrom('x', 'é', '😀', 'ड'),
        )
        .map(([name, length, unit]) =>
          json(`${name} of ${length} × ${JSON.stringify(unit)}`, { ...valid, [name]: unit.repeat(length) }),
        ),
      fc
        .tuple(
          fc.constantFrom(...strings),
          fc.oneof(
            fc.string({ maxLength: 30 }),
            oddString,
            fc.constantFrom('', ' ', '<script>alert(1)</script>', "' or 1=1 --", '😀'.repeat(40)),
          ),
        )
        .map(([name, value]) => json(`${name} = ${JSON.stringify(value).slice(0, 40)}`, { ...valid, [name]: value })),
    );
  }

  // Arrays of ids (filters, variant choices): wrong item types and too many items.
  const arrays = names.filter((n) => (allowedTypes(doc, shape.properties[n]!) ?? []).includes('array'));
  if (arrays.length) {
    out.push(
      fc
        .tuple(
          fc.constantFrom(...arrays),
          fc.oneof(
            fc.array(fc.oneof(fc.string(), fc.constant(null), fc.constant(-1), fc.constant({})), {
              minLength: 1,
              maxLength: 5,
            }),
            fc.constant(Array.from({ length: 1000 }, (_, i) => i + 1)),
          ),
        )
        .map(([name, value]) => json(`${name} = [${value.length} odd items]`, { ...valid, [name]: value })),
    );
  }

  out.push(
    fc
      .oneof(
        fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
        fc.string(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.boolean(),
        fc.constant(null),
      )
      .map((body) => json(`body ${JSON.stringify(body).slice(0, 30)}`, body)),
  );

  const ids = names.filter((n) => isIdSchema(shape.properties[n]!));
  if (ids.length) {
    out.push(
      fc.tuple(fc.constantFrom(...ids), extremeIds).map(([name, value]) => ({
        ...json(`${name} = ${value}`, { ...valid, [name]: value }),
        schemaValid: true,
      })),
    );
  }
  return out;
}

/** Broken on the wire rather than in the schema: media type, syntax, absence. */
function wireMutations(op: Operation, valid: Record<string, unknown>): fc.Arbitrary<BadRequest>[] {
  if (!op.requestBody) return [];
  if (!op.requestBody.content['application/json']) return photoMutations(op);
  const text = JSON.stringify(valid);
  const out: fc.Arbitrary<BadRequest>[] = [
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/xml',
        'multipart/form-data; boundary=x',
        'image/png',
      )
      .map((contentType) => ({
        kind: `content-type ${contentType}`,
        options: { rawBody: text, contentType },
      })),
    fc
      .oneof(
        fc.integer({ min: 1, max: Math.max(1, text.length - 1) }).map((n) => text.slice(0, n)),
        fc.constantFrom(
          '{',
          '{"a":}',
          "{'single': 'quotes'}",
          '[1,2',
          'undefined',
          '{"a":1}}',
          '\u0000',
          '{"__proto__": ',
        ),
      )
      .map((rawBody) => ({ kind: `malformed JSON ${JSON.stringify(rawBody).slice(0, 30)}`, options: { rawBody } })),
  ];
  if (op.requestBody.required) out.push(fc.constant({ kind: 'no body', options: { body: undefined } }));
  return out;
}

/** A photo's bytes broken: not a picture under a photo's type, a photo under another type, no bytes at all. */
function photoMutations(op: Operation): fc.Arbitrary<BadRequest>[] {
  const types = Object.keys(op.requestBody!.content);
  return [
    fc.tuple(fc.uint8Array({ minLength: 1, maxLength: 64 }), fc.constantFrom(...types)).map(([bytes, contentType]) => ({
      kind: `not a picture as ${contentType}`,
      options: { rawBody: bytes, contentType },
    })),
    fc
      .constantFrom('application/json', 'text/plain', 'application/octet-stream', 'image/gif')
      .map((contentType) => ({ kind: `content-type ${contentType}`, options: { rawBody: '{}', contentType } })),
    fc.constant({ kind: 'no body', options: { body: undefined } }),
  ];
}

function parameterMutations(doc: OpenApiDocument, op: Operation): fc.Arbitrary<BadRequest>[] {
  const out: fc.Arbitrary<BadRequest>[] = [];
  for (const parameter of op.parameters) {
    const where = parameter.in === 'path' ? 'path' : parameter.in === 'header' ? 'headers' : 'query';
    const odd = fc.oneof(
      fc.constantFrom('0', '-1', '1.5', 'abc', '1e3', ' ', 'null', '9'.repeat(40), 'ABC', 'a b', '%', 'é', '<x>'),
      fc.string({ minLength: 1, maxLength: 30 }),
      unicodeString({ minLength: 1, maxLength: 30 }),
      fc.integer({ min: 101, max: 5_000 }).map((n) => 'a'.repeat(n)),
    );
    if (where === 'headers') {
      out.push(
        fc
          .oneof(
            fc.constantFrom('short', 'k'),
            fc.integer({ min: 101, max: 2_000 }).map((n) => 'k'.repeat(n)),
          )
          .map((value) => ({
            kind: `header ${parameter.name} of ${value.length} characters`,
            options: { headers: { [parameter.name]: value } },
          })),
      );
    } else {
      // A dot segment is resolved away by URL normalisation before it leaves the client, so
      // it never reaches this operation: `/product-search/..` is a request for `/api/v1`.
      const reachesOperation = (value: string) => where !== 'path' || (value !== '.' && value !== '..');
      out.push(
        odd.filter(reachesOperation).map((value) => ({
          kind: `${where} ${parameter.name} = ${JSON.stringify(value).slice(0, 40)}`,
          options: { [where]: { [parameter.name]: value } },
        })),
      );
    }
    if (isIdSchema(parameter.schema.schema)) {
      out.push(
        extremeIds.map((value) => ({
          kind: `${where} ${parameter.name} = ${value}`,
          options: { [where]: { [parameter.name]: value } },
          schemaValid: true,
        })),
      );
    }
  }
  return out;
}

/** Every way this operation's request can be wrong; empty when it takes no input. */
export function badRequests(
  doc: OpenApiDocument,
  op: Operation,
  valid: CallOptions,
): fc.Arbitrary<BadRequest> | undefined {
  const body = (valid.body ?? {}) as Record<string, unknown>;
  const all = [...bodyMutations(doc, op, body), ...wireMutations(op, body), ...parameterMutations(doc, op)];
  return all.length ? fc.oneof(...all) : undefined;
}
