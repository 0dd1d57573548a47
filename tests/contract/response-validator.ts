/**
 * Checks a real answer against openapi/storefront.yaml: the status must be
 * documented for the operation, every header the response requires must be there
 * and every header it documents must hold a value its schema accepts, the media
 * type must be one it documents, and a JSON body must match the schema (Ajv,
 * JSON Schema 2020-12 as OpenAPI 3.1 uses).
 *
 * Answers are judged strictly: every object schema is compiled as closed
 * (`additionalProperties: false` unless the document says otherwise, `allOf`s of
 * objects merged first), so a field the document does not declare, a leaked
 * column or a password hash, fails the check. Request bodies are judged as the
 * document is written, because that is how the server reads them.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadDocument } from './openapi-document';
import type { LocatedSchema, OpenApiDocument, Operation, ResponseHeader } from './openapi-document';

const documentId = 'https://statefront.invalid/openapi.json';

export interface Observed {
  operationId: string;
  status: number;
  /** The Content-Type header as received (parameters such as charset are ignored). */
  contentType: string | null;
  /** Parsed JSON, or raw text / bytes for other media types. */
  body: unknown;
  /** The headers as received; none when absent. */
  headers?: Headers;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` inside the (copied) document. */
function resolveLocal(root: Node, ref: string): Node {
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<Node>((node, key) => node[key] as Node, root);
}

/** `allOf: [object, object, ...]` as one object schema, so that closing it keeps every member's properties. */
function mergeAllOf(root: Node, schema: Node): Node {
  const members = (schema.allOf as Node[]).map((m) => {
    const resolved = typeof m.$ref === 'string' ? resolveLocal(root, m.$ref) : m;
    return Array.isArray(resolved.allOf) ? mergeAllOf(root, resolved) : resolved;
  });
  const objects = members.every((m) => m.type === 'object' || isNode(m.properties));
  if (!objects) return schema;
  const { allOf: _allOf, ...rest } = schema;
  return {
    ...rest,
    type: 'object',
    properties: Object.assign({}, ...members.map((m) => (m.properties as Node | undefined) ?? {})),
    required: [...new Set(members.flatMap((m) => (m.required as string[] | undefined) ?? []))],
  };
}

/** A copy of the document where every object schema that lists its properties admits no others. */
export function closeObjectSchemas(raw: Node): Node {
  const root = structuredClone(raw);
  const visit = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item));
    if (!isNode(node)) return node;
    // Examples are data, not schemas.
    if (key === 'example' || key === 'examples') return node;
    let out = node;
    if (Array.isArray(out.allOf)) out = mergeAllOf(root, out);
    const copy: Node = {};
    for (const [k, v] of Object.entries(out))
      copy[k] = k === 'properties' && isNode(v) ? mapValues(v, (s) => visit(s)) : visit(v, k);
    if (
      isNode(copy.properties) &&
      copy.additionalProperties === undefined &&
      copy.unevaluatedProperties === undefined
    ) {
      copy.additionalProperties = false;
    }
    return copy;
  };
  const mapValues = (o: Node, f: (v: unknown) => unknown) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
  return visit(root) as Node;
}

function schemaCompiler(doc: OpenApiDocument, coerceTypes: boolean, closed = false) {
  // strict: false because OpenAPI adds keywords JSON Schema does not know (example, discriminator, xml).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, coerceTypes });
  addFormats(ajv);
  // OpenAPI's own format names: their meaning is the type, nothing more to check.
  for (const name of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(name, true);
  ajv.addSchema(closed ? closeObjectSchemas(doc.raw) : doc.raw, documentId);

  const compiled = new Map<string, ValidateFunction>();
  return (located: LocatedSchema) => {
    let validate = compiled.get(located.pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${documentId}${located.pointer}` });
      compiled.set(located.pointer, validate);
    }
    return validate;
  };
}

const validators = new WeakMap<OpenApiDocument, Validator>();

/**
 * The validator of `doc`, made once per document in a test worker: its Ajv instances compile each schema once,
 * and every contract client of the worker's files reuses them. A validator keeps nothing between checks.
 */
export function createValidator(doc: OpenApiDocument = loadDocument()): Validator {
  let validator = validators.get(doc);
  if (!validator) {
    validator = validatorOf(doc);
    validators.set(doc, validator);
  }
  return validator;
}

function validatorOf(doc: OpenApiDocument) {
  // Answers: closed objects. Requests: the document as written (what the server enforces).
  const compileAnswer = schemaCompiler(doc, false, true);
  const compile = schemaCompiler(doc, false);
  // Path, query and header values arrive as text; the server coerces them, so does this check
  // (and so does a client reading an answer's headers).
  const compileParameter = schemaCompiler(doc, true);

  const operation = (operationId: string): Operation => {
    const op = doc.operations.get(operationId);
    if (!op) throw new Error(`operation ${operationId} is not in the document`);
    return op;
  };

  /** The key of the response that documents this status: exact, then 4XX-style range, then default. */
  const responseKey = (op: Operation, status: number) =>
    [String(status), `${String(status)[0]}XX`, 'default'].find((key) => key in op.responses);

  const describe = (errors: ErrorObject[] | null | undefined) =>
    (errors ?? [])
      .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`)
      .join('; ');

  /** Every way the answer breaks the contract; empty when it honours it. */
  function problems(observed: Observed): string[] {
    const op = operation(observed.operationId);
    const where = `${observed.operationId} ${observed.status}`;
    const key = responseKey(op, observed.status);
    if (key === undefined) {
      return [
        `${where}: status ${observed.status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`,
      ];
    }
    return [
      ...headerProblems(op.responseHeaders[key] ?? [], observed, where),
      ...bodyProblems(op.responses[key] ?? {}, observed, where),
    ];
  }

  function headerProblems(documented: ResponseHeader[], observed: Observed, where: string): string[] {
    return documented.flatMap((header) => {
      const value = observed.headers?.get(header.name) ?? null;
      if (value === null) return header.required ? [`${where}: header ${header.name} is required but absent`] : [];
      const validate = compileParameter(header.schema);
      return validate(value)
        ? []
        : [
            `${where}: header ${header.name} ${JSON.stringify(value)} does not match ` +
              `${header.schema.pointer}: ${describe(validate.errors)}`,
          ];
    });
  }

  function bodyProblems(documented: Operation['responses'][string], observed: Observed, where: string): string[] {
    const mediaTypes = Object.keys(documented);
    if (mediaTypes.length === 0) {
      const empty = observed.body === undefined || observed.body === '' || observed.body === null;
      return empty ? [] : [`${where}: no body is documented but one was sent`];
    }
    const mediaType = observed.contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!mediaTypes.includes(mediaType)) {
      return [`${where}: content-type ${observed.contentType ?? '(none)'} is not one of ${mediaTypes.join(', ')}`];
    }
    const located = documented[mediaType];
    if (!located || !mediaType.endsWith('json')) return [];
    const validate = compileAnswer(located);
    return validate(observed.body)
      ? []
      : [`${where}: body does not match ${located.pointer}: ${describe(validate.errors)}`];
  }

  /** A request body the document accepts? (Generators use it to be sure an input is really invalid.) */
  function acceptsBody(operationId: string, body: unknown, mediaType = 'application/json'): boolean {
    const located = operation(operationId).requestBody?.content[mediaType];
    return located ? compile(located)(body) === true : false;
  }

  /** A parameter value the document accepts (values as the wire carries them, coerced like the server does). */
  function acceptsParameter(operationId: string, name: string, value: unknown): boolean {
    const parameter = operation(operationId).parameters.find((p) => p.name === name);
    if (!parameter) throw new Error(`${operationId} has no parameter ${name}`);
    return compileParameter(parameter.schema)(value) === true;
  }

  return { doc, operation, problems, acceptsBody, acceptsParameter };
}

export type Validator = ReturnType<typeof validatorOf>;
