import { type RawBuilder, sql } from 'kysely';
import type { CallingSchedule } from '../../../../shared/dialer/calling-schedule';
import type { ContactStatus } from '../../../../shared/dialer/contact-status';
import { formatCallTime } from '../../../../shared/format/zone-time';
import {
  NO_TIME_ZONE,
  nextWindowOpening,
  OUTSIDE_CALLING_HOURS,
  parseWindowKey,
  windowOpenAmongSql,
} from './calling-hours';
import { consentAllowsOnListSql, NO_CONSENT, noConsentReason } from './consent';
import { ON_DO_NOT_CALL, onDoNotCallSql } from './do-not-call';
import { NUMBER_CALL_CAP, numberCappedSql } from './number-call-cap';
import { eligibleNowSql, everEligibleSql, INVALID_NUMBER, RETRY_DELAY } from './redial-eligibility';
import {
  NO_FRESH_REGISTRY_COPY,
  ON_REGISTRY,
  type RegistryVerdict,
  registryVerdictSql,
} from './registry';
import type { SkipReason } from './skip-reason';
import { STATE_CALL_CAP } from './state-call-cap';

/** Every rule's reasons; a new policy file adds its own here. */
export const SKIP_REASONS: readonly SkipReason[] = [
  INVALID_NUMBER,
  ON_DO_NOT_CALL,
  NO_TIME_ZONE,
  NO_CONSENT,
  ON_REGISTRY,
  NO_FRESH_REGISTRY_COPY,
  STATE_CALL_CAP,
  NUMBER_CALL_CAP,
  RETRY_DELAY,
  OUTSIDE_CALLING_HOURS,
];

const STORED = new Map(SKIP_REASONS.filter((r) => r.stored).map((r) => [r.code, r]));

export type ContactForReason = {
  status: ContactStatus;
  next_eligible_at: Date | null;
  window_key: string | null;
  skip_reason: string | null;
  /** The consent rule needs recorded consent for this contact, and its number has none. */
  no_consent: boolean;
  /** The registry rule's verdict for the mode placing calls, with its `{due}` text when held. */
  registry?: { verdict: RegistryVerdict; due: string; phone_number: string } | null;
};

/**
 * Why the contact is not being called now, as the contact table shows it, or null when nothing
 * holds it back (or it is done). `now` is real time; `callingNow` the calling-hours clock's;
 * `realCalls`: whether the deployment's calls are real (the consent reason says why it applies).
 */
export function skipReasonText(
  contact: ContactForReason,
  schedule: CallingSchedule,
  now: Date,
  callingNow: Date,
  realCalls: boolean,
): { code: string; text: string } | null {
  if (contact.status === 'Invalid Number')
    return { code: INVALID_NUMBER.code, text: INVALID_NUMBER.copy };
  if (contact.status === 'Do Not Call')
    return { code: ON_DO_NOT_CALL.code, text: ON_DO_NOT_CALL.copy };
  const zone = parseWindowKey(contact.window_key ?? '').zones[0] ?? 'UTC';
  const at = (time: Date) => formatCallTime(time, zone, now);
  const stored = contact.skip_reason ? STORED.get(contact.skip_reason) : undefined;
  if (stored === NO_TIME_ZONE) return { code: stored.code, text: stored.copy };
  const next = contact.next_eligible_at;
  if (!next || contact.window_key === null) return null;
  const registry = registryReason(contact.registry);
  if (registry) return registry;
  if (contact.no_consent) {
    const reason = noConsentReason(realCalls);
    return { code: reason.code, text: reason.copy };
  }
  if (next > now) {
    const reason = stored ?? RETRY_DELAY;
    return { code: reason.code, text: reason.copy.replace('{time}', at(next)) };
  }
  const opening = nextWindowOpening(contact.window_key, schedule, callingNow);
  if (opening && opening.at.getTime() === callingNow.getTime()) return null;
  const until = opening
    ? formatCallTime(opening.at, opening.zone, callingNow)
    : 'no day fits its rules';
  return {
    code: OUTSIDE_CALLING_HOURS.code,
    text: OUTSIDE_CALLING_HOURS.copy.replace('{time}', until),
  };
}

function registryReason(registry: ContactForReason['registry']) {
  if (!registry || registry.verdict === 'allowed') return null;
  if (registry.verdict === 'on-registry') return { code: ON_REGISTRY.code, text: ON_REGISTRY.copy };
  const text = NO_FRESH_REGISTRY_COPY.copy
    .replace('{areaCode}', registry.phone_number.slice(2, 5))
    .replace('{due}', registry.due);
  return { code: NO_FRESH_REGISTRY_COPY.code, text };
}

/** `skipReasonCodeSql`'s code of a contact that may be dialled now. */
export const CALLABLE_NOW = 'callable';
/** Its code of a contact nothing holds back that has no dial to wait for (done, or zones pending). */
export const NOTHING_TO_WAIT_FOR = 'none';

const text = (value: string) => sql<string>`${value}::text`;

/**
 * `skipReasonText`'s decision in SQL over a contacts row of one list, for counts by reason at read
 * time: the reason's code, CALLABLE_NOW or NOTHING_TO_WAIT_FOR. `openKeys` are the list's window
 * keys open now (`listWindows`); `consentRequired` is the consent rule's answer for the list
 * (`consentRequired(list setting, real calls)`). CALLABLE_NOW is exactly what the claim would take:
 * its two anti-joins (do-not-call, the per-number cap) are probed for those contacts too, since a
 * list uploaded after its numbers' calls has no cap hold folded in yet.
 */
export function skipReasonCodeSql(
  now: Date,
  openKeys: readonly string[],
  consentRequired: boolean,
  realCalls: boolean,
): RawBuilder<string> {
  const storedCodes = [...STORED.keys()];
  return sql<string>`case
    when status = 'Invalid Number' then ${text(INVALID_NUMBER.code)}
    when status = 'Do Not Call' then ${text(ON_DO_NOT_CALL.code)}
    when skip_reason = ${text(NO_TIME_ZONE.code)} then ${text(NO_TIME_ZONE.code)}
    when not ${everEligibleSql} or window_key is null then ${text(NOTHING_TO_WAIT_FOR)}
    when ${registryVerdictSql('contacts', now, realCalls)} = 'on-registry' then ${text(ON_REGISTRY.code)}
    when ${registryVerdictSql('contacts', now, realCalls)} = 'no-fresh-copy'
      then ${text(NO_FRESH_REGISTRY_COPY.code)}
    when not ${consentAllowsOnListSql('contacts', consentRequired)} then ${text(NO_CONSENT.code)}
    when not (${eligibleNowSql(now)}) then
      case when skip_reason = any(${storedCodes}::text[]) then skip_reason
        else ${text(RETRY_DELAY.code)} end
    when not ${windowOpenAmongSql(openKeys)} then ${text(OUTSIDE_CALLING_HOURS.code)}
    when ${onDoNotCallSql('contacts')} then ${text(ON_DO_NOT_CALL.code)}
    when ${numberCappedSql('contacts', now)} then ${text(NUMBER_CALL_CAP.code)}
    else ${text(CALLABLE_NOW)}
  end`;
}
