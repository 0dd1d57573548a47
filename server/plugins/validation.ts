import { Ajv2020, type ErrorObject, type Options } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaValidationError } from 'fastify';
import { appWide } from './app-wide';

// ajv-formats is CommonJS; under ESM its default export arrives wrapped.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

function makeAjv(options: Options): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    // The contract carries OpenAPI keywords (example, discriminator ...) that are not JSON Schema.
    strict: false,
    // Never strip what a client sent: an unknown field must be refused by the schema, not hidden.
    removeAdditional: false,
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Two validators (decision 0004): path, query and header values always arrive as
 * strings, so they are coerced; a JSON body is taken exactly as sent, so `"2"` is
 * not a number and an unknown field is a 400.
 */
const coercing = makeAjv({ coerceTypes: 'array', useDefaults: true });
const strict = makeAjv({ coerceTypes: false, useDefaults: false });

let compiled = 0;

export const validation = appWide(async (app) => {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    const source = httpPart === 'headers' ? lowercaseHeaderNames(schema) : (schema as Record<string, unknown>);
    // fastify-openapi-glue gives every recursive schema the same $id; Ajv refuses duplicates.
    const unique = typeof source.$id === 'string' ? { ...source, $id: `${source.$id}/${++compiled}` } : source;
    return ajv.compile(unique);
  });
  // Answers are plain JSON: the contract tests check them against the document, and a
  // schema-driven serializer would silently drop any field the document does not list.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setSchemaErrorFormatter((errors, dataVar) => new Error(describeValidationErrors(errors, dataVar)));
});

/**
 * Node lowercases incoming header names; the contract spells them as people do
 * (`Idempotency-Key`). Without this, a header schema never matches its header.
 */
function lowercaseHeaderNames(schema: unknown): Record<string, unknown> {
  const source = schema as { properties?: Record<string, unknown>; required?: string[] };
  return {
    ...source,
    ...(source.properties && {
      properties: Object.fromEntries(Object.entries(source.properties).map(([k, v]) => [k.toLowerCase(), v])),
    }),
    ...(source.required && { required: source.required.map((k) => k.toLowerCase()) }),
  };
}

/** A message a person can act on: names the part and the field, e.g. `body/var_email must match format "email"`. */
function describeValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): string {
  return errors.map((error) => describeOne(error as ErrorObject, dataVar)).join('; ');
}

function describeOne(error: ErrorObject, dataVar: string): string {
  const where = `${dataVar}${error.instancePath}`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${where}/${String(params.additionalProperty)} is not allowed`;
    case 'required':
      return `${where}/${String(params.missingProperty)} is required`;
    default:
      return `${where} ${error.message ?? 'is invalid'}`;
  }
}
