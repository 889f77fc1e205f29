import type { CustomFunction, FunctionParameters } from '../../../shared/agents/custom-function';

/** A stand-in value for one JSON-schema property: its first enum value, else one of its type. */
function sampleValue(schema: unknown): unknown {
  const s = (typeof schema === 'object' && schema !== null ? schema : {}) as Record<
    string,
    unknown
  >;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  switch (s.type) {
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'sample';
  }
}

export function sampleArgs(parameters: FunctionParameters | null): Record<string, unknown> {
  if (!parameters) return {};
  return Object.fromEntries(
    Object.entries(parameters.properties).map(([name, schema]) => [name, sampleValue(schema)]),
  );
}

/**
 * The body of a "Test function" request. Retell nests the arguments under "args" (retell-sdk,
 * `args_at_root` false); the rest of its request (call details, signature header) is not in the
 * reference, so the sample sends only the function's name and its arguments. Seam: widen here
 * once that contract is documented.
 */
export function sampleRequestBody(
  fn: Pick<CustomFunction, 'name'>,
  parameters: FunctionParameters | null,
): string {
  return JSON.stringify({ name: fn.name, args: sampleArgs(parameters) });
}
