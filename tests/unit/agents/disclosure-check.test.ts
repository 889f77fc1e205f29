import { describe, expect, it } from 'vitest';
import { AGENT_TEMPLATES } from '../../../shared/agents/agent-templates';
import {
  type DisclosureInput,
  disclosureProblems,
  disclosureSummary,
} from '../../../shared/agents/disclosure-check';

const GOOD_OPENING =
  "Hi {customer_name}, this is {agent_name} with {company_name}. If you'd rather not get these calls, just say so. This call is recorded. Got a minute?";
const base: DisclosureInput = {
  firstMessage: GOOD_OPENING,
  prompt: 'Give {callback_number} before the call ends.',
  businessName: 'Hail Pros Roofing LLC',
  recorded: true,
};
const messagesOf = (input: Partial<DisclosureInput>) =>
  disclosureProblems({ ...base, ...input }).map((p) => [p.field, p.message]);

describe('the disclosure check', () => {
  it.each(AGENT_TEMPLATES.map((t) => [t.key, t.draft] as const))(
    'template %s names the business, offers the opt-out right after, announces the recording and gives the callback number',
    (_key, draft) => {
      expect(
        disclosureProblems({
          firstMessage: draft.llmSettings?.customWelcome ?? null,
          prompt: draft.script ?? '',
          businessName: 'Hail Pros Roofing LLC',
          recorded: true,
        }),
      ).toEqual([]);
    },
  );

  it('passes an opening that discloses everything, in our variables or in Retell’s', () => {
    expect(disclosureProblems(base)).toEqual([]);
    expect(
      disclosureProblems({
        ...base,
        firstMessage: GOOD_OPENING.replace('{company_name}', '{{company_name}}'),
        prompt: 'Call back on {{callback_number}}.',
      }),
    ).toEqual([]);
  });

  it('accepts the registered business name written out instead of {company_name}', () => {
    const written = GOOD_OPENING.replace('{company_name}', 'hail pros roofing llc');
    expect(messagesOf({ firstMessage: written })).toEqual([]);
    expect(messagesOf({ firstMessage: written, businessName: 'Other Name Inc' })).toEqual([
      [
        'customWelcome',
        'The first message must name your business by its registered name ({company_name}) within its first 25 words',
      ],
    ]);
  });

  it('refuses an agent with no first message of its own, and a prompt without the callback number', () => {
    expect(messagesOf({ firstMessage: null, prompt: 'Sell roofs.' })).toEqual([
      [
        'firstMessage',
        'Real calls need a first message the agent says word for word: choose a custom welcome message that names your business and offers the opt-out.',
      ],
      ['script', 'The script must give the callback number ({callback_number})'],
    ]);
    expect(messagesOf({ firstMessage: '   ' })[0]?.[0]).toBe('firstMessage');
  });

  it('refuses an opt-out that comes later than right after the naming', () => {
    const late =
      "Hi, this is Ann with {company_name}. We're calling about free roof inspections after the recent storm. If you'd rather not get these calls, say so. This call is recorded.";
    expect(messagesOf({ firstMessage: late })).toEqual([
      [
        'customWelcome',
        'Right after naming the business, the first message must offer to stop calling (for example "If you\'d rather not get these calls, just say so")',
      ],
    ]);
    const none = 'Hi, this is Ann with {company_name}. This call is recorded.';
    expect(messagesOf({ firstMessage: none }).map(([, m]) => m)).toEqual([
      'Right after naming the business, the first message must offer to stop calling (for example "If you\'d rather not get these calls, just say so")',
    ]);
  });

  it('refuses a business named only late in the opening', () => {
    const late = `${'word '.repeat(25)}this is {company_name}. If you'd rather not get these calls, say so. This call is recorded.`;
    expect(messagesOf({ firstMessage: late }).map(([, m]) => m)).toEqual([
      'The first message must name your business by its registered name ({company_name}) within its first 25 words',
    ]);
  });

  it('asks for the recording notice only when calls are recorded', () => {
    const silent = GOOD_OPENING.replace(' This call is recorded.', '');
    expect(messagesOf({ firstMessage: silent })).toEqual([
      [
        'customWelcome',
        'The first message must say the call is recorded (for example "This call is recorded")',
      ],
    ]);
    expect(messagesOf({ firstMessage: silent, recorded: false })).toEqual([]);
  });

  it('joins the problems into one text', () => {
    expect(disclosureSummary(disclosureProblems({ ...base, firstMessage: null }))).toBe(
      'Real calls need a first message the agent says word for word: choose a custom welcome message that names your business and offers the opt-out.',
    );
    expect(disclosureSummary(disclosureProblems({ ...base, prompt: '' }))).toBe(
      'The script must give the callback number ({callback_number}).',
    );
  });
});
