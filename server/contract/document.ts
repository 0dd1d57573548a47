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

export function loadContract(): Contract {
  const text = readFileSync(contractFile, 'utf8');
  return { text, document: parseYaml(text) as OpenApiDocument };
}

/** Without the paths that name servers of their own (served at the root by server/ops/routes.ts). */
export function apiOnly(document: OpenApiDocument): OpenApiDocument {
  return {
    ...document,
    paths: Object.fromEntries(Object.entries(document.paths).filter(([, item]) => !('servers' in item))),
  };
}
