import { OPT_OUT } from './disclosure-check';

/** What the agent does when a call reaches voicemail (Retell's `voicemail_option`). */
export const VOICEMAIL_ACTIONS = ['hangup', 'message'] as const;
export type VoicemailAction = (typeof VOICEMAIL_ACTIONS)[number];

/** The editor's texts and the message's required parts (an artificial-voice message). */
export const VOICEMAIL_MESSAGES = {
  label: 'When voicemail answers',
  actions: { hangup: 'Hang up', message: 'Leave a message' },
  messageLabel: 'Voicemail message',
  messageHelp:
    'Use {customer_name}, {company_name}, {callback_number} and {opt_out_number}. A message is left only for contacts the consent rule allows, at most once per contact in the days below; other voicemails hang up.',
  realCallsNote:
    'Real calls leave a message only when it gives your toll-free opt-out number ({opt_out_number}, set in Settings → Caller identity), which reaches the automated opt-out; otherwise voicemail messages are off and those calls hang up.',
  missingOptOutNumber:
    'Real calls will not leave this message: it does not give your toll-free opt-out number ({opt_out_number})',
  daysLabel: 'At most one message per contact every',
  missingCompanyName: 'The message must name the business ({company_name})',
  missingCallbackNumber: 'The message must give the callback number ({callback_number})',
  missingOptOut:
    'The message must offer to stop calling (for example "if you\'d rather not get these calls, call us and say so")',
} as const;

export const DEFAULT_VOICEMAIL_MESSAGE =
  "Hi {customer_name}, this is an automated message from {company_name} about a free roof inspection after the recent storms. Please call us back at {callback_number}. If you'd rather not get these calls, call {opt_out_number} toll-free and say so, and we will not call again.";

/** The toll-free opt-out number's placeholder: a real call's message must give it. */
export const OPT_OUT_NUMBER = '{opt_out_number}';

/** The message with the toll-free opt-out number filled in. */
export const withOptOutNumber = (message: string, number: string) =>
  message.replaceAll(OPT_OUT_NUMBER, number);

/** The required parts a message misses, as the editor shows them; empty when it has them all. */
export function voicemailMessageGaps(message: string): string[] {
  const gaps: string[] = [];
  if (!message.includes('{company_name}')) gaps.push(VOICEMAIL_MESSAGES.missingCompanyName);
  if (!message.includes('{callback_number}')) gaps.push(VOICEMAIL_MESSAGES.missingCallbackNumber);
  if (!OPT_OUT.test(message)) gaps.push(VOICEMAIL_MESSAGES.missingOptOut);
  return gaps;
}

export type VoicemailVariables = {
  customer_name: string;
  company_name: string;
  callback_number: string;
};

/** The message as spoken for one contact: its variables filled in ("there" without a name). */
export function renderVoicemailMessage(message: string, vars: VoicemailVariables): string {
  const values: VoicemailVariables = { ...vars, customer_name: vars.customer_name || 'there' };
  return message.replace(
    /\{(customer_name|company_name|callback_number)\}/g,
    (_, name: keyof VoicemailVariables) => values[name],
  );
}
