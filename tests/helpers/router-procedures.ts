import { z } from 'zod';
import { appRouter } from '../../server/router';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  maxItems?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  required?: string[];
};

export type ProcedureInfo = {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The input as JSON Schema (input side of transforms), or null for a procedure without input. */
  input: JsonSchema | null;
};

type RouterDef = {
  _def: {
    procedures: Record<string, { _def: { type: ProcedureInfo['type']; inputs: z.ZodType[] } }>;
  };
};

/** Every procedure of the app router with its input schema: sweeps are built from this. */
export function routerProcedures(): ProcedureInfo[] {
  const { procedures } = (appRouter as unknown as RouterDef)._def;
  return Object.entries(procedures).map(([path, procedure]) => {
    const inputs = procedure._def.inputs;
    if (inputs.length > 1)
      throw new Error(`${path}: chained inputs are not supported by the sweeps`);
    const input = inputs[0]
      ? (z.toJSONSchema(inputs[0], { io: 'input', unrepresentable: 'any' }) as JsonSchema)
      : null;
    return { path, type: procedure._def.type, input };
  });
}

/** A UUID: id fields are found by this format, never by their names. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Calls `visit` on every sub-schema with its JSON path. */
export function walkSchema(
  schema: JsonSchema,
  visit: (node: JsonSchema, at: string) => void,
  at = '$',
): void {
  visit(schema, at);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    walkSchema(child, visit, `${at}.${key}`);
  }
  const items = schema.items;
  if (Array.isArray(items)) {
    items.forEach((child, i) => {
      walkSchema(child, visit, `${at}[${i}]`);
    });
  } else if (items) walkSchema(items, visit, `${at}[]`);
  for (const child of schema.prefixItems ?? []) walkSchema(child, visit, `${at}[]`);
  if (typeof schema.additionalProperties === 'object') {
    walkSchema(schema.additionalProperties, visit, `${at}.*`);
  }
  for (const group of [schema.anyOf, schema.oneOf, schema.allOf]) {
    group?.forEach((child, i) => {
      walkSchema(child, visit, `${at}|${i}`);
    });
  }
}

export const typesOf = (node: JsonSchema): string[] =>
  node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
