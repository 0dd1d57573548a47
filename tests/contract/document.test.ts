import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDocument } from './openapi-document';
import { createValidator } from './response-validator';

const doc = loadDocument();
const validator = createValidator(doc);

describe('openapi/storefront.yaml as the validator reads it', () => {
  // Path parameter names are not on the wire, so they are compared as `{}`; notes after the path are ignored.
  const wirePath = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

  it('holds exactly the operations of the API map (docs/api.md)', () => {
    const map = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const mapped = [...map.matchAll(/^\| (\w+)(?: 🔒| 🔑)? \| (GET|POST|PUT|DELETE) \| (\S+)[^|]*\|/gm)].map(
      ([, id, method, path]) => `${id} ${method} ${wirePath(path ?? '')}`,
    );
    expect(mapped.length).toBeGreaterThan(40);
    const documented = [...doc.operations.values()].map(
      (op) => `${op.operationId} ${op.method.toUpperCase()} ${wirePath(op.path)}`,
    );
    expect(documented.sort()).toEqual(mapped.sort());
  });

  it('marks exactly the 🔒 operations of the map as needing the bearer token, and the 🔑 ones the staff session', () => {
    const map = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
    const marked = (mark: string) => [...map.matchAll(new RegExp(`^\\| (\\w+) ${mark} \\|`, 'gm'))].map(([, id]) => id);
    const operations = [...doc.operations.values()];
    const secured = operations.filter((op) => op.secured && !op.staff).map((op) => op.operationId);
    expect(secured.sort()).toEqual(marked('🔒').sort());
    const staff = operations.filter((op) => op.staff).map((op) => op.operationId);
    expect(staff.length).toBeGreaterThanOrEqual(4);
    expect(staff.sort()).toEqual(marked('🔑').sort());
  });

  it('documents for every operation the 503 of a database outage or a draining server: { message } with Retry-After in seconds', () => {
    const refusal = {
      status: 503,
      contentType: 'application/json',
      body: { message: 'The shop is restarting. Please try again in a moment.' },
    };
    for (const op of doc.operations.values()) {
      expect(
        validator.problems({ operationId: op.operationId, ...refusal, headers: new Headers({ 'retry-after': '1' }) }),
        op.operationId,
      ).toEqual([]);
    }
    // Readiness's own 503 (not ready) carries no Retry-After; every other operation's always does.
    const retryAfterOptional = [...doc.operations.keys()].filter(
      (operationId) => validator.problems({ operationId, ...refusal }).length === 0,
    );
    expect(retryAfterOptional).toEqual(['getReadiness']);
  });

  it('compiles every request and response schema, refs resolved', () => {
    let compiled = 0;
    for (const op of doc.operations.values()) {
      for (const [status, content] of Object.entries(op.responses)) {
        for (const mediaType of Object.keys(content).filter((m) => m.endsWith('json'))) {
          // Compiling happens on first use; an impossible body must be judged, not crash.
          expect(() =>
            validator.problems({
              operationId: op.operationId,
              status: Number(status) || 500,
              contentType: mediaType,
              body: Symbol.name,
            }),
          ).not.toThrow();
          compiled++;
        }
      }
      if (op.requestBody?.content['application/json']) {
        expect(validator.acceptsBody(op.operationId, 'not an object')).toBe(false);
      }
    }
    expect(compiled).toBeGreaterThan(doc.operations.size * 2);
  });
});
