import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { repoPath } from '../settings/repo-paths';

const contractFile = repoPath('openapi/storefront.yaml');

/** The parts of the OpenAPI document the server reads itself. */
export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { operationId?: string; requestBody?: { required?: boolean }; security?: Record<string, string[]>[] }
    >
  >;
}

export interface Contract {
  /** The YAML as written, served as it is. */
  text: string;
  document: OpenApiDocument;
}

/** openapi/storefront.yaml, where the routes, their validation and the API reference come from. */
export function loadContract(): Contract {
  const text = readFileSync(contractFile, 'utf8');
  // The repository's own contract, checked as OpenAPI by `npm run api:check`; the server reads the few parts above.
  return { text, document: parseYaml(text) as OpenApiDocument };
}

/**
 * The document without the paths that name servers of their own (the operator's endpoints
 * at the root, served by server/ops/routes.ts): what the API under its prefix serves.
 */
export function apiOnly(document: OpenApiDocument): OpenApiDocument {
  return {
    ...document,
    paths: Object.fromEntries(Object.entries(document.paths).filter(([, item]) => !('servers' in item))),
  };
}
