import { type RawBuilder, sql } from 'kysely';
import { OPT_OUT_NUMBER } from '../../../../shared/agents/voicemail-message';
import { consentAllows, consentAllowsSql } from './consent';

const DAY_MS = 86_400_000;

/**
 * The voicemail-message rule: when a call reaches voicemail and its agent is set to leave a
 * message, the message (an artificial-voice message) is left only for a contact the consent rule
 * allows, and at most once per `everyDays` days for its number (any list of the account); every
 * other voicemail hangs up. Decided per call, right before it is dialled. The pure predicate, then
 * the same rule in SQL over a contacts row.
 */
export function mayLeaveVoicemailMessage(facts: {
  consentRequired: boolean;
  consented: boolean | null;
  /** The number's latest voicemail message (any list of the account); null: none yet. */
  lastLeftAt: Date | null;
  everyDays: number;
  now: Date;
}): boolean {
  const { lastLeftAt, everyDays, now } = facts;
  const windowOver =
    lastLeftAt === null || now.getTime() - lastLeftAt.getTime() >= everyDays * DAY_MS;
  return consentAllows(facts.consentRequired, facts.consented) && windowOver;
}

/** A message was left for the contacts row's number within the last `everyDays` days. */
export function recentVoicemailMessageSql(contact: string, everyDays: number): RawBuilder<boolean> {
  const c = sql.raw(contact);
  return sql<boolean>`exists (
    select 1 from contacts vm
    where vm.account_id = ${c}.account_id and vm.phone_number = ${c}.phone_number
      and vm.voicemail_left_at > now() - make_interval(days => ${everyDays}::int))`;
}

/** `mayLeaveVoicemailMessage` over the contacts row `contact`, for calls placed in the given mode. */
export function mayLeaveVoicemailMessageSql(
  contact: string,
  everyDays: number,
  realCalls: boolean,
): RawBuilder<boolean> {
  return sql<boolean>`(${consentAllowsSql(contact, realCalls)} and not ${recentVoicemailMessageSql(contact, everyDays)})`;
}

/**
 * A real call's message must give a toll-free number that reaches the automated opt-out (FCC
 * 24-17): the account's opt-out number, through {opt_out_number}. Without both, voicemail messages
 * are off for real calls (the call hangs up). Simulated calls are not held to it.
 */
export function messageMeetsOptOutRule(facts: {
  realCalls: boolean;
  message: string;
  optOutNumber: string | null;
}): boolean {
  if (!facts.realCalls) return true;
  return facts.optOutNumber !== null && facts.message.includes(OPT_OUT_NUMBER);
}
