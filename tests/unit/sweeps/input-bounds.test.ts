import { describe, expect, it } from 'vitest';
import { routerProcedures, typesOf, walkSchema } from '../../helpers/router-procedures';

const procedures = routerProcedures();

/** Problems of one input schema: unbounded strings and arrays, open-ended values. */
function unboundedFields(schema: Parameters<typeof walkSchema>[0]): string[] {
  const problems: string[] = [];
  walkSchema(schema, (node, at) => {
    const types = typesOf(node);
    if (
      types.includes('string') &&
      node.maxLength === undefined &&
      !node.enum &&
      node.const === undefined &&
      node.format !== 'uuid'
    ) {
      problems.push(`${at}: string without a maximum length`);
    }
    if (types.includes('array') && node.maxItems === undefined) {
      problems.push(`${at}: array without a maximum count`);
    }
    if (types.includes('object') && node.additionalProperties !== false && !node.properties) {
      problems.push(`${at}: object with open-ended keys`);
    }
    const isEmptySchema = Object.keys(node).filter((k) => k !== '$schema').length === 0;
    if (isEmptySchema) problems.push(`${at}: accepts any value`);
  });
  return problems;
}

describe('every tRPC input schema is bounded', () => {
  it('finds the procedures of the router', () => {
    expect(procedures.length).toBeGreaterThan(30);
  });

  for (const procedure of procedures) {
    it(`${procedure.path}: strings have a maximum length and arrays a maximum count`, () => {
      expect(procedure.input ? unboundedFields(procedure.input) : []).toEqual([]);
    });
  }

  it('the check itself catches an unbounded string and array', async () => {
    const { z } = await import('zod');
    const schema = z.toJSONSchema(
      z.object({ a: z.string(), b: z.array(z.number()), c: z.unknown() }),
      { io: 'input', unrepresentable: 'any' },
    );
    expect(unboundedFields(schema as Parameters<typeof walkSchema>[0])).toEqual([
      '$.a: string without a maximum length',
      '$.b: array without a maximum count',
      '$.c: accepts any value',
    ]);
  });
});
