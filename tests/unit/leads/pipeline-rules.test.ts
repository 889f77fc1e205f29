import { describe, expect, it } from 'vitest';
import { automaticStage, leadRulesOf } from '../../../shared/leads/pipeline-rules';

describe('pipeline rules', () => {
  const talk = { outcome: 'Completed' as const, callSuccessful: true };
  it('a call earns its stage and tags from its outcome and fields', () => {
    expect(
      leadRulesOf({
        ...talk,
        callFields: { appointment_booked: true, roof_damage_reported: true },
      }),
    ).toEqual({
      stage: 'Appointment',
      tags: ['Booked', 'Hot lead'],
    });
    expect(leadRulesOf({ ...talk, callFields: { roof_damage_reported: true } })).toEqual({
      stage: 'Interested',
      tags: ['Hot lead'],
    });
    expect(leadRulesOf({ ...talk, callFields: { callback_requested: 'Friday after 5' } })).toEqual({
      stage: 'Interested',
      tags: [],
    });
    expect(
      leadRulesOf({ ...talk, callSuccessful: false, callFields: { appointment_booked: false } }),
    ).toEqual({
      stage: 'Lost',
      tags: ['Not interested'],
    });
    expect(leadRulesOf({ ...talk, callFields: null })).toEqual({ stage: 'Contacted', tags: [] });
    expect(leadRulesOf({ outcome: 'Answered', callSuccessful: null, callFields: null })).toEqual({
      stage: 'Contacted',
      tags: [],
    });
    expect(
      leadRulesOf({ outcome: 'Invalid Number', callSuccessful: null, callFields: null }),
    ).toEqual({
      stage: null,
      tags: [],
    });
    // A string "true" is not a yes: only the provider's boolean counts.
    expect(leadRulesOf({ ...talk, callFields: { appointment_booked: 'true' } }).stage).toBe(
      'Contacted',
    );
  });

  it('moves nobody on a call without a conversation: no answer, busy or voicemail only', () => {
    for (const outcome of ['Dial No Answer', 'Reached Voicemail'] as const) {
      for (const callSuccessful of [null, false, true]) {
        expect(leadRulesOf({ outcome, callSuccessful, callFields: null })).toEqual({
          stage: null,
          tags: [],
        });
      }
    }
  });

  it('automatic moves only go forward; Won is kept, Lost only early and left for interest', () => {
    expect(automaticStage('New', 'Contacted')).toBe('Contacted');
    expect(automaticStage('Appointment', 'Contacted')).toBe('Appointment');
    expect(automaticStage('Interested', 'Appointment')).toBe('Appointment');
    expect(automaticStage('Won', 'Appointment')).toBe('Won');
    expect(automaticStage('Contacted', 'Lost')).toBe('Lost');
    expect(automaticStage('Interested', 'Lost')).toBe('Interested');
    expect(automaticStage('Lost', 'Contacted')).toBe('Lost');
    expect(automaticStage('Lost', 'Appointment')).toBe('Appointment');
  });
});
