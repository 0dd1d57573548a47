/**
 * What the typecheck cannot see of server/contract/operations.ts: whether each row says what
 * the contract says. (That every operationId has a row, and no other, is the typecheck's: the
 * table is a Record of schema.gen.ts's operations, which `npm run api:check` holds to the YAML.)
 */
import { describe, expect, it } from 'vitest';
import { apiOnly, loadContract, type OpenApiDocument } from '#server/contract/document';
import type { StaffArea } from '#rules/staff-permissions';
import { needsOf, type Permission } from '#server/contract/operations';

const { document } = loadContract();

const operationsOf = (paths: OpenApiDocument['paths']) =>
  Object.values(paths).flatMap((item) =>
    Object.entries(item).flatMap(([method, operation]) =>
      operation.operationId
        ? [
            {
              id: operation.operationId,
              method,
              security: operation.security ?? [],
              xPermission: (operation as { 'x-permission'?: unknown })['x-permission'],
            },
          ]
        : [],
    ),
  );

const all = operationsOf(document.paths);
const ofTheApi = operationsOf(apiOnly(document).paths);

describe('server/contract/operations.ts against openapi/storefront.yaml', () => {
  it("states the permission the contract's security asks: a bearer token a shopper's, METRICS_TOKEN the operator's, the staff session the area of its x-permission", () => {
    expect(all.length).toBeGreaterThan(50);
    for (const { id, security, xPermission } of all) {
      const schemes = security.map((requirement) => Object.keys(requirement));
      const anonymous = schemes.length === 0 || schemes.some((names) => names.length === 0);
      const allowed: Permission[] = schemes.some((names) => names.includes('metricsToken'))
        ? ['operator']
        : schemes.some((names) => names.includes('staffSession'))
          ? [{ staff: xPermission as StaffArea }]
          : anonymous
            ? ['anyone', 'signed']
            : ['shopper'];
      expect(allowed, id).toContainEqual(needsOf(id)?.permission);
      // The staff session stands alone: no admin operation is also open to a shopper's token, or to anyone.
      if (typeof needsOf(id)?.permission === 'object') expect(schemes, id).toEqual([['staffSession']]);
      else expect(xPermission, id).toBeUndefined();
    }
    expect(all.filter(({ id }) => typeof needsOf(id)?.permission === 'object').length).toBeGreaterThanOrEqual(4);
  });

  it("counts every GET of the API among the reads, and nothing at the server's root", () => {
    for (const { id, method } of ofTheApi) if (method === 'get') expect(needsOf(id)?.rateLimit, id).toBe('reads');
    const atTheRoot = all.filter((operation) => !ofTheApi.some((api) => api.id === operation.id));
    expect(atTheRoot.length).toBeGreaterThan(0);
    for (const { id } of atTheRoot) expect(needsOf(id)?.rateLimit, id).toBe('none');
  });
});
