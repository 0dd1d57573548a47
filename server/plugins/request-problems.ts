/** A refusal as a sentence for people and `errors` for programs (decision 0021), the bounds read from the schema. */
import type { components } from '#openapi/schema.gen';
import { fieldLabel, formatHints, patternHints } from '#rules/fields';
import { HttpError } from '../messages/errors';
import { messages } from '../messages/messages';

export type RequestProblem = components['schemas']['RequestProblem'];
type Part = RequestProblem['in'];

export class RequestRefused extends HttpError {
  constructor(
    message: string,
    readonly errors: RequestProblem[],
  ) {
    super(400, message);
    this.name = 'RequestRefused';
  }
}

const parts: Record<string, Part> = { body: 'body', params: 'path', querystring: 'query', headers: 'header' };

export const partOf = (dataVar: string): Part => parts[dataVar] ?? 'body';

/** Fastify types Ajv's errors without `parentSchema`, which our verbose validators carry. */
export interface ValidatorError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: unknown;
}

export function refusal(errors: readonly ValidatorError[], dataVar: string): RequestRefused {
  const described = errors.map((error) => describe(error, partOf(dataVar)));
  return new RequestRefused(
    described.map((d) => d.sentence).join(' '),
    described.map((d) => d.problem),
  );
}

/** `field` is a pointer without its leading slash; none for the whole part. */
export function refuse(
  part: Part,
  field: string | undefined,
  problem: RequestProblem['problem'],
  sentence: string,
): RequestRefused {
  return new RequestRefused(sentence, [{ in: part, ...(field ? { field } : {}), problem }]);
}

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

const typeNames: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'empty',
};

const partNames: Record<Part, string> = {
  body: 'The request body',
  path: 'The address',
  query: 'The query',
  header: 'The headers',
};

const nameIn = (field: string) =>
  field
    .split('/')
    .reverse()
    .find((segment) => segment !== '' && !/^\d+$/.test(segment));

/** What a person calls the value at `field` of `part`. */
export function labelOf(field: string, part: Part): string {
  const name = nameIn(field);
  if (name === undefined) return partNames[part];
  return field.endsWith(name) ? fieldLabel(name) : `Each of the ${fieldLabel(name).toLowerCase()}`;
}

function describe(error: ValidatorError, part: Part): { sentence: string; problem: RequestProblem } {
  const { params } = error;
  const parent = isSchema(error.parentSchema) ? error.parentSchema : {};
  const segments = error.instancePath.split('/').slice(1);
  const child = params.missingProperty ?? params.additionalProperty;
  if (typeof child === 'string') segments.push(child.replace(/~/g, '~0').replace(/\//g, '~1'));
  const field = segments.join('/');
  const name = nameIn(field);
  const label = labelOf(field, part);
  const problem = (kind: RequestProblem['problem'], limit?: number): RequestProblem => ({
    in: part,
    ...(field ? { field } : {}),
    problem: kind,
    ...(limit === undefined ? {} : { limit }),
  });
  const said = (sentence: string, kind: RequestProblem['problem'], limit?: number) => ({
    sentence,
    problem: problem(kind, limit),
  });

  const limit = Number(params.limit);
  const { invalid } = messages;
  switch (error.keyword) {
    case 'required':
      return said(invalid.required(label), 'required');
    case 'additionalProperties':
      return said(invalid.unknownField(shortened(String(child))), 'unknown_field');
    case 'type': {
      const types = String(params.type).split(',');
      const wanted =
        name === undefined && types.join() === 'object'
          ? 'a JSON object'
          : types.map((t) => typeNames[t] ?? t).join(' or ');
      return said(invalid.type(label, wanted), 'type');
    }
    case 'minimum':
    case 'exclusiveMinimum':
      return said(invalid.range(label, range(parent)), 'too_small', limit);
    case 'maximum':
    case 'exclusiveMaximum':
      return said(invalid.range(label, range(parent)), 'too_large', limit);
    case 'minLength':
      return said(limit <= 1 ? invalid.empty(label) : invalid.tooShort(label, limit), 'too_short', limit);
    case 'maxLength':
      return said(invalid.tooLong(label, limit), 'too_long', limit);
    case 'minItems':
      return said(invalid.tooFew(label, limit), 'too_few', limit);
    case 'maxItems':
      return said(invalid.tooMany(label, limit), 'too_many', limit);
    case 'pattern': {
      const hint = name === undefined ? undefined : patternHints[name];
      return said(hint ? invalid.shaped(label, hint) : invalid.unshaped(label), 'pattern');
    }
    case 'format': {
      const hint = formatHints[String(params.format)];
      return said(hint ? invalid.shaped(label, hint) : invalid.unshaped(label), 'format');
    }
    case 'enum':
      return said(
        invalid.oneOf(label, Array.isArray(params.allowedValues) ? params.allowedValues.map(String) : []),
        'enum',
      );
    case 'const':
      return said(invalid.oneOf(label, [String(params.allowedValue)]), 'enum');
    case 'uniqueItems':
      return said(invalid.repeated(label), 'invalid');
    case 'multipleOf':
      return said(invalid.multipleOf(label, Number(params.multipleOf)), 'invalid');
    default:
      return said(invalid.other(label), 'invalid');
  }
}

function range(schema: Schema): string {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  if (min !== undefined && max !== undefined) return `between ${min} and ${max}`;
  if (typeof schema.exclusiveMinimum === 'number') return `more than ${schema.exclusiveMinimum}`;
  if (typeof schema.exclusiveMaximum === 'number') return `less than ${schema.exclusiveMaximum}`;
  return min !== undefined ? `at least ${min}` : `at most ${max}`;
}

const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
