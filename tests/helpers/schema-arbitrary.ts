import fc from 'fast-check';
import { HOSTILE_ENTRIES } from './hostile-values';
import { type JsonSchema, typesOf } from './router-procedures';

/** The fixed table's values that fit in a URL (the 1 MB one is the exhaustive sweep's job). */
const TABLE = HOSTILE_ENTRIES.filter(([name]) => name !== 'oneMegabyte').map(([, value]) => value);

const hostileStrings = (max: number) =>
  fc.oneof(
    fc.constant('a'.repeat(max + 1)),
    fc.constant('x\u0000y'),
    fc.constant(' \t\r\n'),
    fc.constant("'; drop table users; --"),
    fc.constantFrom(...TABLE),
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
  );

const numbers = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308),
);

/**
 * Inputs shaped like the schema and inputs that break it: over-long strings, NUL and control
 * characters, wrong types, out-of-range numbers, missing and extra fields.
 */
export function hostileInput(schema: JsonSchema | null, depth = 0): fc.Arbitrary<unknown> {
  const junk = fc.jsonValue({ maxDepth: 2 });
  if (!schema || depth > 4) return junk;
  const options: fc.Arbitrary<unknown>[] = [junk];
  if (schema.enum) options.push(fc.constantFrom(...schema.enum));
  if (schema.const !== undefined) options.push(fc.constant(schema.const));
  for (const group of [schema.anyOf, schema.oneOf]) {
    if (group?.length) options.push(fc.oneof(...group.map((s) => hostileInput(s, depth + 1))));
  }
  for (const type of typesOf(schema)) {
    if (type === 'string') {
      const max = schema.maxLength ?? 50;
      options.push(fc.string({ maxLength: max }), hostileStrings(max));
      if (schema.format === 'uuid') options.push(fc.uuid(), fc.constant('not-a-uuid'));
    } else if (type === 'number' || type === 'integer') {
      options.push(numbers);
    } else if (type === 'boolean') {
      options.push(fc.boolean());
    } else if (type === 'null') {
      options.push(fc.constant(null));
    } else if (type === 'array') {
      const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      options.push(fc.array(hostileInput(items ?? null, depth + 1), { maxLength: 12 }));
    } else if (type === 'object') {
      const properties: Record<string, fc.Arbitrary<unknown>> = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [
          key,
          hostileInput(child, depth + 1),
        ]),
      );
      options.push(
        fc.record(properties, { requiredKeys: [] }),
        fc.record<Record<string, unknown>>(
          { ...properties, extra: junk },
          { requiredKeys: schema.required ?? [] },
        ),
      );
    }
  }
  return fc.oneof(...options);
}
