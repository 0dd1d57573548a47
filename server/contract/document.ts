import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { repoPath } from '../settings/repo-paths';

const contractFile = repoPath('openapi/storefront.yaml');

/** The parts the server reads itself; `npm run api:check` checks the whole as OpenAPI. */
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        requestBody?: { required?: boolean; content?: Record<string, unknown> };
        security?: Record<string, string[]>[];
      }
    >
  >;
}

export interface Contract {
  text: string;
  document: OpenApiDocument;
}

let parsed: Contract | undefined;

/**
 * The contract as the file says it now, parsed once for as long as the file is unchanged: a test worker builds the
 * app anew for every file. Frozen, so nothing that reads it can change it for the next reader.
 */
export function loadContract(): Contract {
  const text = readFileSync(contractFile, 'utf8');
  if (parsed?.text !== text) parsed = { text, document: deepFreeze(parseYaml(text)) as OpenApiDocument };
  return parsed;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Without the paths that name servers of their own (served at the root by server/ops/routes.ts). */
export function apiOnly(document: OpenApiDocument): OpenApiDocument {
  return {
    ...document,
    paths: Object.fromEntries(Object.entries(document.paths).filter(([, item]) => !('servers' in item))),
  };
}
