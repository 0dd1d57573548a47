import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { appWide } from './app-wide';
import { refusal } from './request-problems';

function makeAjv(options: Options): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    // The contract carries OpenAPI keywords (example, discriminator ...) that are not JSON Schema.
    strict: false,
    // Never strip what a client sent: an unknown field must be refused by the schema, not hidden.
    removeAdditional: false,
    // Each error carries the schema it broke, so a refusal can name the whole range ("between 0 and 10").
    verbose: true,
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
  // Every schema here is a JSON Schema object from the contract.
  app.setValidatorCompiler<Record<string, unknown>>(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    const source = httpPart === 'headers' ? lowercaseHeaderNames(schema) : schema;
    // fastify-openapi-glue gives every recursive schema the same $id; Ajv refuses duplicates.
    const unique = typeof source.$id === 'string' ? { ...source, $id: `${source.$id}/${++compiled}` } : source;
    return ajv.compile(unique);
  });
  // Answers are plain JSON: the contract tests check them against the document, and a
  // schema-driven serializer would silently drop any field the document does not list.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // A sentence for people and the problems for programs (request-problems.ts).
  app.setSchemaErrorFormatter((errors, dataVar) => refusal(errors, dataVar));
});

/**
 * Node lowercases incoming header names; the contract spells them as people do
 * (`Idempotency-Key`). Without this, a header schema never matches its header.
 */
function lowercaseHeaderNames(schema: Record<string, unknown>): Record<string, unknown> {
  const { properties, required } = schema;
  return {
    ...schema,
    ...(typeof properties === 'object' &&
      properties !== null && {
        properties: Object.fromEntries(Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v])),
      }),
    ...(Array.isArray(required) && { required: required.map((k) => String(k).toLowerCase()) }),
  };
}
