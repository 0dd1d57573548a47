/**
 * What the typecheck cannot see of server/contract/operations.ts: whether each row says what
 * the contract says. (That every operationId has a row, and no other, is the typecheck's: the
 * table is a Record of schema.gen.ts's operations, which `npm run api:check` holds to the YAML.)
 */
import { describe, expect, it } from 'vitest';
import { apiOnly, loadContract, type OpenApiDocument } from '#server/contract/document';
import { needsOf, type Permission } from '#server/contract/operations';

const { document } = loadContract();

const operationsOf = (paths: OpenApiDocument['paths']) =>
  Object.values(paths).flatMap((item) =>
    Object.entries(item).flatMap(([method, operation]) =>
      operation.operationId ? [{ id: operation.operationId, method, security: operation.security ?? [] }] : [],
    ),
  );

const all = operationsOf(document.paths);
const ofTheApi = operationsOf(apiOnly(document).paths);

describe('server/contract/operations.ts against openapi/storefront.yaml', () => {
  it("states the permission the contract's security asks: a bearer token a shopper's, METRICS_TOKEN the operator's", () => {
    expect(all.length).toBeGreaterThan(50);
    for (const { id, security } of all) {
      const schemes = security.map((requirement) => Object.keys(requirement));
      const anonymous = schemes.length === 0 || schemes.some((names) => names.length === 0);
      const allowed: Permission[] = schemes.some((names) => names.includes('metricsToken'))
        ? ['operator']
        : anonymous
          ? ['anyone', 'signed']
          : ['shopper'];
      expect(allowed, id).toContain(needsOf(id)?.permission);
    }
  });

  it("counts every GET of the API among the reads, and nothing at the server's root", () => {
    for (const { id, method } of ofTheApi) if (method === 'get') expect(needsOf(id)?.rateLimit, id).toBe('reads');
    const atTheRoot = all.filter((operation) => !ofTheApi.some((api) => api.id === operation.id));
    expect(atTheRoot.length).toBeGreaterThan(0);
    for (const { id } of atTheRoot) expect(needsOf(id)?.rateLimit, id).toBe('none');
  });
});
