import { describe, expect, it } from 'vitest';
import { AGENT_TEMPLATES, copyTemplate } from '../../../shared/agents/agent-templates';
import { spokenAgentName } from '../../../shared/agents/spoken-name';

describe('the agent name the homeowner hears', () => {
  it('never carries the template-copy suffix " (Custom)"', () => {
    expect(spokenAgentName('Appointment Scheduler (Custom)')).toBe('Appointment Scheduler');
    expect(spokenAgentName('Sam (Custom) ')).toBe('Sam');
    expect(spokenAgentName('Sam')).toBe('Sam');
    expect(spokenAgentName('Custom Sam')).toBe('Custom Sam');
    // A name that is only the suffix stays as it is rather than becoming empty.
    expect(spokenAgentName('(Custom)')).toBe('(Custom)');
  });

  it("is a template copy's name, which carries no suffix", () => {
    for (const template of AGENT_TEMPLATES) {
      const copy = copyTemplate(template);
      expect(copy.draft.name).toBe(template.draft.name);
      expect(spokenAgentName(copy.draft.name)).toBe(template.draft.name);
    }
  });
});
