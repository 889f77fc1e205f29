import { describe, expect, it } from 'vitest';
import { AGENT_TEMPLATES } from '../../../shared/agents/agent-templates';
import { disclosureGaps, disclosureWarning } from '../../../shared/agents/disclosure-check';

describe('the disclosure check', () => {
  it.each(AGENT_TEMPLATES.map((t) => [t.key, t.draft] as const))(
    'template %s discloses the agent, the business, the opt-out and the callback number',
    (_key, draft) => {
      const welcome = draft.llmSettings?.customWelcome ?? '';
      expect(disclosureGaps({ script: draft.script ?? '', welcome })).toEqual([]);
      // The opening names agent and business first, then offers the opt-out.
      expect(welcome).toMatch(/\{agent_name\}.*\{company_name\}.*rather not get these calls/);
    },
  );

  it('names each missing part of a custom script', () => {
    const gaps = disclosureGaps({ script: 'Sell roofs.', welcome: 'Hi, {agent_name} here.' });
    expect(gaps).toEqual(['companyName', 'optOut', 'callbackNumber']);
    expect(disclosureWarning(gaps)).toBe(
      'This script does not include the business name ({company_name}) in the opening; an offer to stop calling (for example "if you\'d rather not get these calls, just say so"); the callback number ({callback_number}). Calls must say who is calling, offer to stop calling and give a number to call back.',
    );
    expect(disclosureWarning([])).toBeNull();
  });

  it('reads the script as the opening when the agent waits for the callee', () => {
    expect(
      disclosureGaps({
        script:
          'I am {agent_name} of {company_name}. Say stop calling any time. Call {callback_number}.',
        welcome: '',
      }),
    ).toEqual([]);
  });
});
