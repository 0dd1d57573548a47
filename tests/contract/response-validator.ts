/**
 * Checks a real answer against openapi/storefront.yaml: the status must be
 * documented for the operation, the media type must be one it documents, and a
 * JSON body must match the schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { loadDocument } from './openapi-document';
import type { LocatedSchema, OpenApiDocument, Operation } from './openapi-document';

const documentId = 'https://statefront.invalid/openapi.json';

export interface Observed {
  operationId: string;
  status: number;
  /** The Content-Type header as received (parameters such as charset are ignored). */
  contentType: string | null;
  /** Parsed JSON, or raw text / bytes for other media types. */
  body: unknown;
}

function schemaCompiler(doc: OpenApiDocument, coerceTypes: boolean) {
  // strict: false because OpenAPI adds keywords JSON Schema does not know (example, discriminator, xml).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, coerceTypes });
  addFormats(ajv);
  // OpenAPI's own format names: their meaning is the type, nothing more to check.
  for (const name of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(name, true);
  ajv.addSchema(doc.raw, documentId);

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

export function createValidator(doc: OpenApiDocument = loadDocument()) {
  const compile = schemaCompiler(doc, false);
  // Path, query and header values arrive as text; the server coerces them, so does this check.
  const compileParameter = schemaCompiler(doc, true);

  const operation = (operationId: string): Operation => {
    const op = doc.operations.get(operationId);
    if (!op) throw new Error(`operation ${operationId} is not in the document`);
    return op;
  };

  /** The response entry that documents this status: exact, then 4XX-style range, then default. */
  const responseFor = (op: Operation, status: number) =>
    op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`] ?? op.responses.default;

  const describe = (errors: ErrorObject[] | null | undefined) =>
    (errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`).join('; ');

  /** Every way the answer breaks the contract; empty when it honours it. */
  function problems(observed: Observed): string[] {
    const op = operation(observed.operationId);
    const where = `${observed.operationId} ${observed.status}`;
    const documented = responseFor(op, observed.status);
    if (!documented) {
      return [`${where}: status ${observed.status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`];
    }
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
    const validate = compile(located);
    return validate(observed.body) ? [] : [`${where}: body does not match ${located.pointer}: ${describe(validate.errors)}`];
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

export type Validator = ReturnType<typeof createValidator>;
