import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { type JsonSchema, typesOf, walkSchema } from './router-procedures';

/** Every string-typed node of a schema, by the path `walkSchema` gives it. */
export function stringFieldPaths(schema: JsonSchema | null): string[] {
  const paths: string[] = [];
  if (!schema) return paths;
  walkSchema(schema, (node, at) => {
    if (typesOf(node).includes('string')) paths.push(at);
  });
  return paths;
}

/** True when `target` lies at or under the node at `at`. */
const leadsTo = (target: string | undefined, at: string) =>
  target !== undefined &&
  (target === at || /^[.[|]/.test(target.slice(at.length))) &&
  target.startsWith(at);

/**
 * The smallest value the schema accepts (as far as JSON Schema can say): required properties
 * only, plus the optional ones on the way to `target`, so that field is there to receive a value.
 */
export function sampleOf(schema: JsonSchema, target?: string, at = '$'): unknown {
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches?.length) {
    const onPath = branches.findIndex((_, i) => leadsTo(target, `${at}|${i}`));
    const index =
      onPath >= 0
        ? onPath
        : Math.max(
            0,
            branches.findIndex((b) => b.type !== 'null'),
          );
    return sampleOf(branches[index]!, target, `${at}|${index}`);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = typesOf(schema).find((t) => t !== 'null') ?? typesOf(schema)[0];
  if (type === 'object') return objectSample(schema, target, at);
  if (type === 'array') return arraySample(schema, target, at);
  if (type === 'string') return stringSample(schema);
  if (type === 'integer' || type === 'number') return numberSample(schema, type);
  if (type === 'boolean') return true;
  return null;
}

function objectSample(schema: JsonSchema, target: string | undefined, at: string) {
  const value: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const childAt = `${at}.${key}`;
    if (schema.required?.includes(key) || leadsTo(target, childAt)) {
      value[key] = sampleOf(child, target, childAt);
    }
  }
  const extra = schema.additionalProperties;
  if (typeof extra === 'object' && leadsTo(target, `${at}.*`)) {
    value.key = sampleOf(extra, target, `${at}.*`);
  }
  return value;
}

function arraySample(schema: JsonSchema, target: string | undefined, at: string): unknown[] {
  if (Array.isArray(schema.items)) {
    return schema.items.map((child, i) => sampleOf(child, target, `${at}[${i}]`));
  }
  if (schema.prefixItems) return schema.prefixItems.map((c) => sampleOf(c, target, `${at}[]`));
  if (!schema.items) return [];
  const items = schema.items;
  // As many items as the schema's minimum (one at least), each its own sample.
  const count = Math.max(1, schema.minItems ?? 1);
  return Array.from({ length: count }, () => sampleOf(items, target, `${at}[]`));
}

function stringSample(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email') return `sweep-${randomUUID().slice(0, 8)}@example.test`;
  if (schema.pattern) {
    const pattern = fc.stringMatching(new RegExp(schema.pattern));
    return fc.sample(pattern, { numRuns: 1, seed: 1 })[0]!;
  }
  const text = 'Sweep value ';
  const min = schema.minLength ?? 1;
  const max = schema.maxLength ?? 40;
  return text.repeat(Math.ceil(min / text.length) + 1).slice(0, Math.min(max, Math.max(min, 11)));
}

function numberSample(schema: JsonSchema, type: string): number {
  const low = schema.minimum ?? 1;
  const value = schema.maximum !== undefined ? Math.min(low, schema.maximum) : low;
  return type === 'integer' ? Math.ceil(value) : value;
}

/**
 * The keys a `walkSchema` path names in a sample: `[]` is the first item, `.*` the sample's one
 * extra key, and a `|i` branch adds none.
 */
export function keysOf(path: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const [, key, index] of path.matchAll(/\.([^.[|]+)|\[(\d*)\]/g)) {
    if (key !== undefined) keys.push(key === '*' ? 'key' : key);
    else keys.push(index ? Number(index) : 0);
  }
  return keys;
}

/** A copy of `value` with `leaf` at `keys`, creating the objects and arrays on the way. */
export function withValueAt(value: unknown, keys: (string | number)[], leaf: unknown): unknown {
  if (keys.length === 0) return leaf;
  const [key, ...rest] = keys;
  if (Array.isArray(value) || (typeof key === 'number' && !isObject(value))) {
    const copy: unknown[] = Array.isArray(value) ? [...value] : [];
    copy[Number(key)] = withValueAt(copy[Number(key)], rest, leaf);
    return copy;
  }
  const copy: Record<string, unknown> = isObject(value) ? { ...value } : {};
  copy[String(key)] = withValueAt(copy[String(key)], rest, leaf);
  return copy;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
