import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { appWide } from './app-wide';
import { refusal } from './request-problems';

function makeAjv(options: Options): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: false,
    // The contract carries OpenAPI keywords (example, discriminator) that are not JSON Schema.
    strict: false,
    // An unknown field is refused, not hidden.
    removeAdditional: false,
    // Each error carries its schema, so a refusal can name the whole range.
    verbose: true,
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

// Two validators: parameters coerced, bodies strict (decision 0004).
const coercing = makeAjv({ coerceTypes: 'array', useDefaults: true });
const strict = makeAjv({ coerceTypes: false, useDefaults: false });

let compiled = 0;
/**
 * Each schema is compiled once a process, known by what it says: routes share many (an id in a path, a page's
 * query), and a test worker builds the app anew for every file, each time from new objects of the same contract.
 * A validator keeps nothing between calls that Fastify does not read at once (its `errors`).
 */
const validators = new Map<string, ValidateFunction>();

export const validation = appWide(async (app) => {
  app.setValidatorCompiler<Record<string, unknown>>(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? strict : coercing;
    const source = httpPart === 'headers' ? lowercaseHeaderNames(schema) : schema;
    const key = `${ajv === strict ? 'strict' : 'coercing'} ${JSON.stringify(source)}`;
    let validate = validators.get(key);
    if (!validate) {
      // fastify-openapi-glue gives every recursive schema the same $id; Ajv refuses duplicates.
      const unique = typeof source.$id === 'string' ? { ...source, $id: `${source.$id}/${++compiled}` } : source;
      validate = ajv.compile(unique);
      validators.set(key, validate);
    }
    return validate;
  });
  // Plain JSON (decision 0007): a schema serializer would silently drop fields the document lacks.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setSchemaErrorFormatter((errors, dataVar) => refusal(errors, dataVar));
});

/** Node lowercases header names; the contract writes `Idempotency-Key`. */
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
