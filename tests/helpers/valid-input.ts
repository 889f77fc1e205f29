import type { z } from 'zod';
import type { JsonSchema } from './router-procedures';
import { sampleOf, withValueAt } from './schema-sample';

const tomorrowAt = (hourUtc: number) => {
  const day = new Date(Date.now() + 86_400_000);
  day.setUTCHours(hourUtc, 0, 0, 0);
  return day.toISOString();
};

/**
 * Values that satisfy the refinements JSON Schema cannot express (an e-mail, a phone number, a
 * time zone, an ordered pair of times): tried in order on each field the schema still refuses.
 */
export const CANDIDATES: unknown[] = [
  'sweep@example.test',
  '+14155550123',
  tomorrowAt(15),
  tomorrowAt(16),
  'America/Chicago',
  'storm-roofing',
  '12345',
  'https://sweep.invalid/hook',
  ['call.ended'],
  '{"type":"object","properties":{}}',
  '08:00',
  '21:00',
  'TX',
  [1],
  30,
  10,
  1,
  0,
];

const samePath = (a: PropertyKey[], b: PropertyKey[]) =>
  a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * A sample the zod schema itself accepts, with the field at `target` present: built from the JSON
 * Schema, then each field the schema refuses is given the first candidate it accepts. `valid` is
 * false when some field found none.
 */
export function validInput(
  schema: z.ZodType,
  json: JsonSchema,
  target?: string,
): { input: unknown; valid: boolean } {
  let input = sampleOf(json, target);
  for (let tries = 0; tries < 30; tries++) {
    const issue = schema.safeParse(input).error?.issues[0];
    if (!issue) return { input, valid: true };
    const path = issue.path as (string | number)[];
    const fixed = CANDIDATES.map((candidate) => withValueAt(input, path, candidate)).find(
      (candidate) =>
        !schema.safeParse(candidate).error?.issues.some((other) => samePath(other.path, path)),
    );
    if (fixed === undefined) return { input, valid: false };
    input = fixed;
  }
  return { input, valid: false };
}
