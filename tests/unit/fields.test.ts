/**
 * rules/fields.ts against the contract: every value a request can carry (body properties,
 * path parameters, headers) has a label, and every one with a pattern a hint of what it
 * must look like, so no refusal ever names a field by its wire name or says only "invalid".
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fieldLabels, formatHints, patternHints } from '#rules/fields';

type Node = Record<string, unknown>;
const document = parse(readFileSync(new URL('../../openapi/storefront.yaml', import.meta.url), 'utf8')) as Node;
const resolve = (node: Node): Node =>
  typeof node.$ref === 'string'
    ? resolve((node.$ref.slice(2).split('/') as string[]).reduce<Node>((n, key) => n[key] as Node, document))
    : node;

/** Every value a request carries: its name as the server's validators report it, with its schema. */
function requestValues(): { name: string; schema: Node }[] {
  const found: { name: string; schema: Node }[] = [];
  const walk = (node: Node, seen: Set<Node>) => {
    const schema = resolve(node);
    if (seen.has(schema)) return;
    seen.add(schema);
    for (const [name, property] of Object.entries((schema.properties as Record<string, Node> | undefined) ?? {})) {
      found.push({ name, schema: resolve(property) });
      walk(property, seen);
    }
    if (schema.items) walk(schema.items as Node, seen);
    for (const list of ['allOf', 'oneOf', 'anyOf'])
      for (const inner of (schema[list] as Node[] | undefined) ?? []) walk(inner, seen);
  };
  for (const item of Object.values(document.paths as Record<string, Node>)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'put', 'post', 'delete', 'patch'].includes(method)) continue;
      const op = operation as Node;
      for (const parameter of [...((item.parameters as Node[]) ?? []), ...((op.parameters as Node[]) ?? [])].map(
        resolve,
      )) {
        // Node lowercases header names; the validators report them so.
        const name = parameter.in === 'header' ? String(parameter.name).toLowerCase() : String(parameter.name);
        found.push({ name, schema: resolve(parameter.schema as Node) });
      }
      const body = (op.requestBody as Node | undefined)?.content as Record<string, Node> | undefined;
      if (body?.['application/json']) walk(body['application/json'].schema as Node, new Set());
    }
  }
  return found;
}

describe('rules/fields.ts against openapi/storefront.yaml', () => {
  const values = requestValues();

  it('labels every value a request carries', () => {
    expect(values.length).toBeGreaterThan(50);
    expect([...new Set(values.map((v) => v.name).filter((name) => !fieldLabels[name]))]).toEqual([]);
  });

  it('says what every patterned value must look like, and every format', () => {
    const patterned = values.filter((v) => typeof v.schema.pattern === 'string').map((v) => v.name);
    expect(patterned.length).toBeGreaterThan(5);
    expect([...new Set(patterned.filter((name) => !patternHints[name]))]).toEqual([]);
    const formats = values
      .map((v) => v.schema.format)
      .filter((format): format is string => typeof format === 'string' && format !== 'binary');
    expect([...new Set(formats.filter((format) => !formatHints[format]))]).toEqual([]);
  });

  it('names nothing the contract no longer has', () => {
    const names = new Set(values.map((v) => v.name));
    expect(Object.keys(fieldLabels).filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(patternHints).filter((name) => !names.has(name))).toEqual([]);
  });
});
