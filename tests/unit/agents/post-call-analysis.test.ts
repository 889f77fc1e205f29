import { describe, expect, it } from 'vitest';
import {
  analysisFieldsOf,
  analysisValue,
  OPTED_OUT_FIELD,
} from '../../../shared/agents/post-call-analysis';

describe('post-call analysis fields', () => {
  it('carries opted_out on every agent; an own field of the same name cannot replace it', () => {
    const fields = analysisFieldsOf([
      { type: 'string', name: OPTED_OUT_FIELD, description: 'replaced?' },
      { type: 'enum', name: 'roof_type', description: 'Roof material', choices: ['shingle'] },
    ]);
    expect(fields.map((field) => [field.name, field.type])).toEqual([
      ['opted_out', 'boolean'],
      ['roof_type', 'enum'],
    ]);
    expect(analysisFieldsOf().map((field) => field.name)).toEqual(['opted_out']);
  });

  it('reads a value only from an object the provider sent', () => {
    expect(analysisValue({ opted_out: true }, OPTED_OUT_FIELD)).toBe(true);
    expect(analysisValue({ opted_out: 'true' }, OPTED_OUT_FIELD)).toBe('true');
    expect(analysisValue(null, OPTED_OUT_FIELD)).toBeUndefined();
    expect(analysisValue([true], OPTED_OUT_FIELD)).toBeUndefined();
    expect(analysisValue('opted_out', OPTED_OUT_FIELD)).toBeUndefined();
    expect(analysisValue({}, 'toString')).toBeUndefined();
  });
});
