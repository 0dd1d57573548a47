/**
 * openapi/storefront.yaml as data: its operations by operationId, with every
 * `$ref` to a response, request body or parameter followed, and the JSON
 * pointer of each schema kept so Ajv can compile it in place (schemas keep
 * their own `#/components/schemas/...` refs, resolved against the document).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const documentPath = fileURLToPath(new URL('../../openapi/storefront.yaml', import.meta.url));

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** A schema located in the document: where it is (for Ajv) and what it says (for generators). */
export interface LocatedSchema {
  pointer: string;
  schema: JsonSchema;
}

export type JsonSchema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: LocatedSchema;
}

/** A header an answer carries: whether it must, and what its value must be. */
export interface ResponseHeader {
  name: string;
  required: boolean;
  schema: LocatedSchema;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The path template as written in the document, e.g. /products/{slug}. */
  path: string;
  /** Where the path lives: the document's base path, or the path's own server ('' for the root). */
  basePath: string;
  /** True when the operation requires the bearer token (optional tokens do not count). */
  secured: boolean;
  /** True for an admin operation: the back office's `staffSession` cookie, never a bearer token (decision 0050). */
  staff: boolean;
  parameters: Parameter[];
  /** Request body by media type, and whether the body is required. */
  requestBody?: { required: boolean; content: Record<string, LocatedSchema | undefined> };
  /** Responses by status key ('200', '4XX', 'default'), then by media type. */
  responses: Record<string, Record<string, LocatedSchema | undefined>>;
  /** The headers each response documents, by the same status keys. */
  responseHeaders: Record<string, ResponseHeader[]>;
}

export interface OpenApiDocument {
  raw: JsonSchema;
  /** The `servers[0].url`, e.g. /api/v1. */
  basePath: string;
  operations: Map<string, Operation>;
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function resolvePointer(root: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#')) throw new Error(`only local refs are supported, got ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => {
      if (node === null || typeof node !== 'object' || !(key in node)) {
        throw new Error(`dangling $ref ${pointer}`);
      }
      return (node as Record<string, unknown>)[key];
    }, root);
}

/** Follow `$ref`s of OpenAPI objects (responses, bodies, parameters) to the object and its pointer. */
function follow(root: unknown, node: unknown, pointer: string): { node: JsonSchema; pointer: string } {
  let current = node as JsonSchema;
  let at = pointer;
  for (let hops = 0; typeof current.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref cycle at ${pointer}`);
    at = current.$ref as string;
    current = resolvePointer(root, at) as JsonSchema;
  }
  return { node: current, pointer: at };
}

function contentSchemas(root: unknown, content: unknown, pointer: string) {
  const out: Record<string, LocatedSchema | undefined> = {};
  for (const [mediaType, media] of Object.entries((content ?? {}) as Record<string, JsonSchema>)) {
    const schema = media.schema as JsonSchema | undefined;
    out[mediaType] = schema ? { pointer: `${pointer}/${escapePointer(mediaType)}/schema`, schema } : undefined;
  }
  return out;
}

const loaded = new Map<string, { text: string; doc: OpenApiDocument }>();

/**
 * The document at `path`, read once per test worker for as long as the file is unchanged: the worker's
 * files share one module graph (vitest.config.ts), and each parsed the whole contract again. Shared: never change it.
 */
export function loadDocument(path = documentPath): OpenApiDocument {
  const text = readFileSync(path, 'utf8');
  const known = loaded.get(path);
  if (known?.text === text) return known.doc;
  const doc = documentOf(text);
  loaded.set(path, { text, doc });
  return doc;
}

function documentOf(text: string): OpenApiDocument {
  const raw = parse(text) as JsonSchema;
  const servers = (raw.servers as { url: string }[] | undefined) ?? [];
  const globalSecurity = (raw.security as unknown[] | undefined) ?? [];
  const operations = new Map<string, Operation>();

  for (const [path, item] of Object.entries(raw.paths as Record<string, JsonSchema>)) {
    const pathPointer = `#/paths/${escapePointer(path)}`;
    const ownServer = (item.servers as { url: string }[] | undefined)?.[0]?.url;
    const basePath = (ownServer ?? servers[0]?.url ?? '').replace(/\/$/, '');
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of httpMethods) {
      const op = item[method] as JsonSchema | undefined;
      if (!op) continue;
      const opPointer = `${pathPointer}/${method}`;
      const operationId = op.operationId as string;
      if (!operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);

      const parameters = [
        ...shared.map((p, i) => ({ p, at: `${pathPointer}/parameters/${i}` })),
        ...((op.parameters as unknown[] | undefined) ?? []).map((p, i) => ({ p, at: `${opPointer}/parameters/${i}` })),
      ].map(({ p, at }) => {
        const { node, pointer } = follow(raw, p, at);
        return {
          name: node.name as string,
          in: node.in as Parameter['in'],
          required: node.required === true,
          schema: { pointer: `${pointer}/schema`, schema: (node.schema ?? {}) as JsonSchema },
        };
      });

      let requestBody: Operation['requestBody'];
      if (op.requestBody) {
        const { node, pointer } = follow(raw, op.requestBody, `${opPointer}/requestBody`);
        requestBody = {
          required: node.required === true,
          content: contentSchemas(raw, node.content, `${pointer}/content`),
        };
      }

      const responses: Operation['responses'] = {};
      const responseHeaders: Operation['responseHeaders'] = {};
      for (const [status, response] of Object.entries((op.responses ?? {}) as Record<string, unknown>)) {
        const { node, pointer } = follow(raw, response, `${opPointer}/responses/${escapePointer(status)}`);
        responses[status] = contentSchemas(raw, node.content, `${pointer}/content`);
        responseHeaders[status] = Object.entries((node.headers ?? {}) as Record<string, unknown>).map(
          ([name, header]) => {
            const found = follow(raw, header, `${pointer}/headers/${escapePointer(name)}`);
            return {
              name,
              required: found.node.required === true,
              schema: { pointer: `${found.pointer}/schema`, schema: (found.node.schema ?? {}) as JsonSchema },
            };
          },
        );
      }

      const security = (op.security as unknown[] | undefined) ?? globalSecurity;
      operations.set(operationId, {
        operationId,
        method,
        path,
        basePath,
        // `[{}, {bearerAuth: []}]` means the token is optional: required only when no alternative is empty.
        secured: security.length > 0 && security.every((requirement) => Object.keys(requirement as object).length > 0),
        staff: security.some((requirement) => Object.hasOwn(requirement as object, 'staffSession')),
        parameters,
        requestBody,
        responses,
        responseHeaders,
      });
    }
  }
  return { raw, basePath: servers[0]?.url ?? '', operations };
}

/** Resolve a `#/components/...` schema ref (for generators that walk schemas). */
export function derefSchema(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  return follow(doc.raw, schema, '#').node;
}
