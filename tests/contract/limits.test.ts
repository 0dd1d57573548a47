import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { textLimits as contractLimits } from '#rules/limits';
import { documentPath } from './openapi-document';

const schemas = (
  parse(readFileSync(documentPath, 'utf8')) as {
    components: { schemas: Record<string, { properties: Record<string, { maxLength?: number }> }> };
  }
).components.schemas;

describe('rules/limits.ts', () => {
  it.each([
    ['returnText', 'Return', 'return_text'],
    ['reviewText', 'Review', 'review_text'],
  ] as const)('%s is the maxLength of %s.%s', (limit, schema, property) => {
    expect(contractLimits[limit]).toBe(schemas[schema]?.properties[property]?.maxLength);
  });
});
