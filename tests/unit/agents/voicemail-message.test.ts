import { describe, expect, it } from 'vitest';
import { agentPayload } from '../../../server/modules/agents/retell-payloads';
import {
  mayLeaveVoicemailMessage,
  messageMeetsOptOutRule,
} from '../../../server/modules/campaigns/policy/voicemail-message';
import { voicemailOverride } from '../../../server/voice/retell/voicemail-override';
import { AgentDraftSchema } from '../../../shared/agents/agent-schema';
import {
  DEFAULT_VOICEMAIL_MESSAGE,
  renderVoicemailMessage,
  VOICEMAIL_MESSAGES,
  voicemailMessageGaps,
  withOptOutNumber,
} from '../../../shared/agents/voicemail-message';

const vars = {
  customer_name: 'Dana',
  company_name: 'Acme Roofing',
  callback_number: '+12145550100',
};

describe('the voicemail message setting', () => {
  it('hangs up by default, with the default message ready and one message per 3 days', () => {
    const draft = AgentDraftSchema.parse({ name: 'A', callFields: undefined });
    expect(draft.callSettings).toMatchObject({
      voicemailAction: 'hangup',
      voicemailMessage: DEFAULT_VOICEMAIL_MESSAGE,
      voicemailMessageDays: 3,
    });
    expect(voicemailMessageGaps(DEFAULT_VOICEMAIL_MESSAGE)).toEqual([]);
  });

  it('requires the business name, the callback number and an opt-out in a message that is left', () => {
    const result = AgentDraftSchema.safeParse({
      name: 'A',
      callSettings: {
        voicemailDetection: true,
        voicemailAction: 'message',
        voicemailMessage: 'Hi {customer_name}, call us!',
      },
    });
    expect(result.success).toBe(false);
    expect(
      result.error?.issues
        .filter((i) => i.path.join('.') === 'callSettings.voicemailMessage')
        .map((i) => i.message),
    ).toEqual([
      VOICEMAIL_MESSAGES.missingCompanyName,
      VOICEMAIL_MESSAGES.missingCallbackNumber,
      VOICEMAIL_MESSAGES.missingOptOut,
    ]);
    expect(VOICEMAIL_MESSAGES.missingCompanyName).toBe(
      'The message must name the business ({company_name})',
    );
  });

  it('does not check a message that is never left (hang up)', () => {
    const result = AgentDraftSchema.safeParse({
      name: 'A',
      callSettings: { voicemailDetection: true, voicemailAction: 'hangup', voicemailMessage: 'x' },
    });
    expect(result.success).toBe(true);
  });

  it('fills the variables in, and says "there" without a name', () => {
    expect(
      renderVoicemailMessage('Hi {customer_name}, {company_name}: {callback_number}', vars),
    ).toBe('Hi Dana, Acme Roofing: +12145550100');
    expect(renderVoicemailMessage('Hi {customer_name}', { ...vars, customer_name: '' })).toBe(
      'Hi there',
    );
  });
});

describe('the voicemail-message rule (predicate)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const base = { consentRequired: true, consented: true, lastLeftAt: null, everyDays: 3, now };

  it('allows a first message for a contact the consent rule allows', () => {
    expect(mayLeaveVoicemailMessage(base)).toBe(true);
    expect(mayLeaveVoicemailMessage({ ...base, consentRequired: false, consented: null })).toBe(
      true,
    );
  });

  it('refuses without consent on a consent-only list', () => {
    expect(mayLeaveVoicemailMessage({ ...base, consented: false })).toBe(false);
    expect(mayLeaveVoicemailMessage({ ...base, consented: null })).toBe(false);
  });

  it('refuses inside the N-day window and allows once it has passed', () => {
    expect(mayLeaveVoicemailMessage({ ...base, lastLeftAt: daysAgo(2.9) })).toBe(false);
    expect(mayLeaveVoicemailMessage({ ...base, lastLeftAt: daysAgo(3) })).toBe(true);
    expect(mayLeaveVoicemailMessage({ ...base, lastLeftAt: daysAgo(5), everyDays: 7 })).toBe(false);
  });
});

describe('the per-call override', () => {
  it('keeps the agent itself on hang-up: a message is only ever set per call', () => {
    const draft = AgentDraftSchema.parse({
      name: 'A',
      callSettings: { voicemailDetection: true, voicemailAction: 'message' },
    });
    expect(agentPayload(draft, 'llm_1', 'https://x.test/hook').voicemail_option).toEqual({
      action: { type: 'hangup' },
    });
  });

  it('sends the filled-in message as static text, a hang-up as hangup, nothing for the agent', () => {
    expect(voicemailOverride({ kind: 'message', message: 'Hi {customer_name}' }, vars)).toEqual({
      agent_override: {
        agent: { voicemail_option: { action: { type: 'static_text', text: 'Hi Dana' } } },
      },
    });
    expect(voicemailOverride({ kind: 'hangup' }, vars)).toEqual({
      agent_override: { agent: { voicemail_option: { action: { type: 'hangup' } } } },
    });
    expect(voicemailOverride({ kind: 'agent' }, vars)).toEqual({});
  });
});

describe('the toll-free opt-out rule for real calls', () => {
  const message = DEFAULT_VOICEMAIL_MESSAGE;
  it('lets a real call leave a message only when it gives the toll-free opt-out number, and one is set', () => {
    expect(messageMeetsOptOutRule({ realCalls: true, message, optOutNumber: '+18005550123' })).toBe(
      true,
    );
    expect(messageMeetsOptOutRule({ realCalls: true, message, optOutNumber: null })).toBe(false);
    const local = 'Hi from {company_name}: call {callback_number}, or say stop calling.';
    expect(
      messageMeetsOptOutRule({ realCalls: true, message: local, optOutNumber: '+18005550123' }),
    ).toBe(false);
    expect(messageMeetsOptOutRule({ realCalls: false, message: local, optOutNumber: null })).toBe(
      true,
    );
  });

  it('fills the toll-free number in', () => {
    expect(withOptOutNumber(message, '+18005550123')).toContain(
      "If you'd rather not get these calls, call +18005550123 toll-free and say so",
    );
    expect(VOICEMAIL_MESSAGES.realCallsNote).toBe(
      'Real calls leave a message only when it gives your toll-free opt-out number ({opt_out_number}, set in Settings → Caller identity), which reaches the automated opt-out; otherwise voicemail messages are off and those calls hang up.',
    );
  });
});
