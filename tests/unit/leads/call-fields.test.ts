import { describe, expect, it } from 'vitest';
import { AgentDraftSchema } from '../../../shared/agents/agent-schema';
import { CALL_FIELD_MESSAGES, toAnalysisField } from '../../../shared/agents/call-fields';
import { analysisFieldsOf } from '../../../shared/agents/post-call-analysis';
import { callFieldValues } from '../../../shared/calls/call-field-values';

const issuesOf = (input: unknown) => {
  const parsed = AgentDraftSchema.safeParse({ name: 'A', ...(input as object) });
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('roofing call fields on an agent', () => {
  it('a new agent carries the five roofing fields after the locked opted_out', () => {
    const draft = AgentDraftSchema.parse({ name: 'A' });
    const sent = analysisFieldsOf(draft.callFields.map(toAnalysisField));
    expect(sent.map((f) => [f.name, f.type])).toEqual([
      ['opted_out', 'boolean'],
      ['appointment_booked', 'boolean'],
      ['roof_damage_reported', 'boolean'],
      ['insurance_claim_filed', 'enum'],
      ['roof_age_years', 'number'],
      ['callback_requested', 'string'],
    ]);
    expect(sent[3]).toMatchObject({ choices: ['yes', 'no', 'unknown'] });
    expect(sent[4]).not.toHaveProperty('choices');
  });

  it('an agent may remove or edit its fields, never take the opted_out name', () => {
    expect(AgentDraftSchema.parse({ name: 'A', callFields: [] }).callFields).toEqual([]);
    const field = { name: 'opted_out', type: 'boolean', description: 'x' };
    expect(issuesOf({ callFields: [field] })).toEqual([CALL_FIELD_MESSAGES.lockedName]);
    const bad = { name: 'Roof Age', type: 'number', description: ' ' };
    expect(issuesOf({ callFields: [bad] })).toEqual([
      CALL_FIELD_MESSAGES.name,
      CALL_FIELD_MESSAGES.description,
    ]);
    const list = { name: 'storm', type: 'enum', description: 'Which storm', choices: ['hail'] };
    expect(issuesOf({ callFields: [list] })).toEqual([CALL_FIELD_MESSAGES.choices]);
    const twice = { name: 'storm', type: 'string', description: 'Which storm' };
    expect(issuesOf({ callFields: [twice, twice] })).toEqual([CALL_FIELD_MESSAGES.duplicate]);
  });
});

describe('stored call field values', () => {
  it('keeps plain values under field names and leaves the rest out', () => {
    expect(
      callFieldValues({
        appointment_booked: true,
        roof_age_years: 12,
        note: 'x'.repeat(600),
        nested: { a: 1 },
        'Bad Name': 'y',
        infinite: Number.POSITIVE_INFINITY,
      }),
    ).toEqual({ appointment_booked: true, roof_age_years: 12, note: 'x'.repeat(500) });
    expect(callFieldValues(null)).toBeNull();
    expect(callFieldValues(['a'])).toBeNull();
    expect(callFieldValues({})).toBeNull();
  });
});
