import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadDocument } from './openapi-document';
import { closeObjectSchemas, createValidator } from './response-validator';

const mini = loadDocument(fileURLToPath(new URL('./fixtures/mini.yaml', import.meta.url)));
const validator = createValidator(mini);
const json = 'application/json; charset=utf-8';
const thing = { int_glcode: 1, var_title: 'Kurta', seen_at: '2026-01-02T03:04:05Z', colour: null };

describe('the response validator', () => {
  it('reads operations, security and followed $refs from the document', () => {
    expect([...mini.operations.keys()].sort()).toEqual(['createThing', 'getThing', 'getThingDetail', 'getThingPdf']);
    expect(mini.basePath).toBe('/api/v1');
    expect(mini.operations.get('getThing')?.secured).toBe(true);
    expect(mini.operations.get('createThing')?.secured).toBe(false);
    expect(Object.keys(mini.operations.get('getThing')?.responses ?? {})).toEqual(['200', '404', '5XX']);
  });

  it('accepts an answer that honours the document, through component refs', () => {
    expect(
      validator.problems({ operationId: 'getThing', status: 200, contentType: json, body: { data: thing } }),
    ).toEqual([]);
    expect(
      validator.problems({ operationId: 'getThing', status: 404, contentType: json, body: { message: 'gone' } }),
    ).toEqual([]);
  });

  it('fails a body that breaks a nested schema, naming the place', () => {
    const [problem] = validator.problems({
      operationId: 'getThing',
      status: 200,
      contentType: json,
      body: { data: { ...thing, seen_at: 'yesterday' } },
    });
    expect(problem).toMatch(/\/data\/seen_at/);
    const missing = validator.problems({
      operationId: 'getThing',
      status: 200,
      contentType: json,
      body: { data: { int_glcode: 1 } },
    });
    expect(missing.join()).toMatch(/var_title/);
  });

  it('fails a field the document does not declare, at any depth and through allOf', () => {
    const leak = (body: unknown, operationId = 'getThing') =>
      validator.problems({ operationId, status: 200, contentType: json, body });
    expect(leak({ data: thing, debug: true }).join()).toMatch(/\(root\) must NOT have additional properties.*debug/);
    expect(leak({ data: { ...thing, password_hash: 'x' } }).join()).toMatch(
      /\/data must NOT have additional properties.*password_hash/,
    );
    expect(
      validator.problems({
        operationId: 'getThing',
        status: 404,
        contentType: json,
        body: { message: 'gone', stack: 'at x' },
      }),
    ).toHaveLength(1);
    // allOf members are merged before closing: the members' own fields pass, a stranger does not.
    const detail = { ...thing, notes: 'soft', tags: { any: 'key' } };
    expect(leak({ data: detail }, 'getThingDetail')).toEqual([]);
    expect(leak({ data: { ...detail, secret: 1 } }, 'getThingDetail').join()).toMatch(/secret/);
    // An object the document leaves open (additionalProperties: schema) stays open.
    expect(leak({ data: { ...detail, tags: { a: 'b', c: 'd' } } }, 'getThingDetail')).toEqual([]);
  });

  it('judges request bodies as the document is written (closing is for answers only)', () => {
    expect(closeObjectSchemas({ a: { type: 'object', properties: {} } })).toEqual({
      a: { type: 'object', properties: {}, additionalProperties: false },
    });
    expect(validator.acceptsBody('createThing', { var_title: 'x' })).toBe(true);
  });

  it('fails an undocumented status and a wrong media type', () => {
    expect(
      validator.problems({ operationId: 'getThing', status: 401, contentType: json, body: { message: 'x' } })[0],
    ).toMatch(/status 401 is not documented/);
    expect(
      validator.problems({ operationId: 'getThing', status: 200, contentType: 'text/html', body: '<p>' })[0],
    ).toMatch(/content-type text\/html/);
  });

  it('matches status ranges like 5XX and documented empty answers', () => {
    expect(
      validator.problems({ operationId: 'getThing', status: 503, contentType: json, body: { message: 'busy' } }),
    ).toEqual([]);
    expect(
      validator.problems({ operationId: 'getThing', status: 503, contentType: json, body: { oops: 1 } }),
    ).toHaveLength(1);
    expect(validator.problems({ operationId: 'createThing', status: 204, contentType: null, body: '' })).toEqual([]);
    expect(
      validator.problems({ operationId: 'createThing', status: 204, contentType: json, body: { a: 1 } }),
    ).toHaveLength(1);
    expect(
      validator.problems({ operationId: 'getThingPdf', status: 200, contentType: 'application/pdf', body: '%PDF' }),
    ).toEqual([]);
  });

  it('wants every header the response requires, and each documented header it carries as its schema says (values read as text)', () => {
    const unavailable = (headers: Record<string, string>) =>
      validator.problems({
        operationId: 'getThingPdf',
        status: 503,
        contentType: json,
        body: { message: 'not now' },
        headers: new Headers(headers),
      });
    expect(unavailable({ 'retry-after': '5' })).toEqual([]);
    expect(unavailable({ 'Retry-After': '5', 'x-queue-length': '0' })).toEqual([]);
    expect(unavailable({})).toEqual(['getThingPdf 503: header Retry-After is required but absent']);
    expect(unavailable({ 'retry-after': 'soon' }).join()).toMatch(
      /header Retry-After "soon" does not match .*must be integer/,
    );
    expect(unavailable({ 'retry-after': '0' }).join()).toMatch(/header Retry-After "0" does not match .*must be >= 1/);
    expect(unavailable({ 'retry-after': '1.5' }).join()).toMatch(/must be integer/);
    expect(unavailable({ 'retry-after': '5', 'x-queue-length': 'many' }).join()).toMatch(
      /header X-Queue-Length "many"/,
    );
  });

  it('judges request bodies and parameters the way the server reads them', () => {
    expect(validator.acceptsBody('createThing', { var_title: 'x' })).toBe(true);
    expect(validator.acceptsBody('createThing', { var_title: 'x', extra: 1 })).toBe(false);
    expect(validator.acceptsBody('createThing', { var_title: '' })).toBe(false);
    expect(validator.acceptsParameter('getThing', 'id', '7')).toBe(true);
    expect(validator.acceptsParameter('getThing', 'id', '0')).toBe(false);
    expect(validator.acceptsParameter('getThing', 'id', 'seven')).toBe(false);
  });
});
