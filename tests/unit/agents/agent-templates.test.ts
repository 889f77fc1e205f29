import { describe, expect, it } from 'vitest';
import {
  RETELL_MODEL_FOR,
  toDynamicVariables,
} from '../../../server/modules/agents/retell-payloads';
import { AgentDraftSchema } from '../../../shared/agents/agent-schema';
import { AGENT_TEMPLATES, copyTemplate } from '../../../shared/agents/agent-templates';
import { retellHint, shortAgentId } from '../../../shared/agents/retell-import';

describe('agent templates', () => {
  it('offers the three templates of the spec, the storm follow-up and the callback desk, each valid under the shared schema', () => {
    expect(AGENT_TEMPLATES.map((t) => t.draft.name)).toEqual([
      'Appointment Scheduler',
      'Lead Qualifier',
      'Follow-up Specialist',
      'Storm Follow-up',
      'Callback Desk',
    ]);
    for (const template of AGENT_TEMPLATES) {
      expect(AgentDraftSchema.safeParse(template.draft).success).toBe(true);
    }
  });

  it('opens by naming the business and the agent and offers to stop calling', () => {
    for (const { draft } of AGENT_TEMPLATES) {
      expect(draft.llmSettings?.customWelcome).toMatch(
        /\{agent_name\}.*\{company_name\}.*rather not get these calls.*recorded/,
      );
      expect(draft.script).toContain('asks not to be called again');
      expect(draft.script?.length).toBeGreaterThan(1000);
    }
    expect(AGENT_TEMPLATES[0]?.draft.script).toMatch(/book a free roof inspection/i);
    expect(AGENT_TEMPLATES[0]?.draft.functions).toContain('book-calendar');
  });

  it('writes the storm follow-up with the storm variables and never offers claim or deductible help', () => {
    const storm = AGENT_TEMPLATES.find((t) => t.key === 'storm-follow-up')!.draft;
    const text = `${storm.llmSettings?.customWelcome}\n${storm.script}`;
    for (const variable of ['{storm_date}', '{hail_size}', '{storm_city}']) {
      expect(text).toContain(variable);
      expect(toDynamicVariables(variable)).toBe(`{${variable}}`);
    }
    expect(storm.script).toContain('does not file or handle claims for homeowners');
    expect(storm.script).toContain('never pays, waives or covers a deductible');
    expect(text).not.toMatch(
      /(we|I|{company_name}) (will|can) (handle|file|help with) (your|the) (insurance )?claim/i,
    );
    expect(text).not.toMatch(/cover (your|the) deductible/i);
  });

  it('answers a callback by thanking the caller for calling the business back', () => {
    const desk = AGENT_TEMPLATES.find((t) => t.key === 'callback-desk')!.draft;
    expect(desk.llmSettings?.customWelcome).toMatch(/^Thanks for calling back \{company_name\}/);
    expect(desk.script).toContain('returning a call from {company_name}');
  });

  it('copies a template with a custom-{timestamp} id and the name as it is, no suffix', () => {
    const copy = copyTemplate(AGENT_TEMPLATES[1]!, 1732300000000);
    expect(copy).toMatchObject({
      draftId: 'custom-1732300000000',
      draft: { name: 'Lead Qualifier' },
    });
    expect(copy.draft).not.toBe(AGENT_TEMPLATES[1]!.draft);
  });
});

describe('Retell mapping helpers', () => {
  it('turns our variables into Retell dynamic variables, once', () => {
    expect(toDynamicVariables('Hi {customer_name}, {agent_name} of {company_name}')).toBe(
      'Hi {{customer_name}}, {{agent_name}} of {{company_name}}',
    );
    expect(toDynamicVariables('{{customer_name}} and {other}')).toBe(
      '{{customer_name}} and {other}',
    );
  });

  it('maps every spec model to a current Retell model', () => {
    expect(RETELL_MODEL_FOR).toEqual({
      'gpt-4o': 'gpt-4.1',
      'gpt-4': 'gpt-4.1',
      'gpt-4o-mini': 'gpt-4.1-mini',
      'claude-3': 'claude-4.5-sonnet',
    });
  });

  it('gives the spec hint for each catalogue message and truncates ids to 8 characters', () => {
    expect(retellHint('Network error. Please check your internet connection.')).toBe(
      'Check your internet connection.',
    );
    expect(retellHint('HTTP 500: Internal Server Error. x')).toBe(
      'The Retell AI API may be having issues.',
    );
    expect(retellHint('something else')).toBe('Please check your API key and try again.');
    expect(shortAgentId('agent_0123456789')).toBe('agent_01...');
  });
});
