import type { Transaction } from 'kysely';
import { CONSENT_LEDGER_MESSAGES } from '../../../../shared/dialer/consent-ledger';
import type {
  DoNotCallAddResult,
  DoNotCallSource,
} from '../../../../shared/dialer/do-not-call-inputs';
import { toE164 } from '../../../../shared/phone/normalize-phone';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { BadInputError } from '../../../errors';
import { AccountEvents, publishAccountEvents } from '../../../events/publish-events';
import { type ComplianceActor, logComplianceChange, requireOwner } from '../consent/compliance-log';
import { recordConsentEvents } from '../consent/consent-ledger';
import { addProgressEvents } from '../dialer-events';
import { phoneRegionOf } from '../lists/phone-region.repository';
import {
  type ChangedContact,
  markContactsDoNotCall,
  restoreFromDoNotCall,
} from '../model/do-not-call-marks';
import { withNextRounds } from '../rounds/next-round';
import { replanWaitingCampaigns } from '../rounds/redial-changes';
import { redialSettingsOfLists } from '../settings/campaign-settings.repository';
import type { ListRow } from '../state/campaign-state.repository';
import {
  deleteNumbers,
  insertNumbers,
  lockListsWithNumbers,
  markOptedOut,
} from './do-not-call.repository';
import { publishOptedOut } from './opt-out-webhook';

type Trx = Transaction<Database>;

/** The least a reason to call a number that opted out itself again may say. */
const REASON_MIN = 10;

/** Raw numbers as typed or imported, in E.164 by the account's phone region; the rest apart. */
async function normalize(deps: AppDeps, accountId: string, raws: readonly string[]) {
  const region = await phoneRegionOf(deps.db, accountId);
  const valid = new Set<string>();
  const invalid: string[] = [];
  for (const raw of raws) {
    if (raw.trim() === '') continue;
    const e164 = toE164(raw, region);
    if (e164) valid.add(e164);
    else invalid.push(raw);
  }
  return { valid: [...valid], invalid };
}

async function publishChanges(
  deps: AppDeps,
  accountId: string,
  lists: ListRow[],
  contacts: ChangedContact[],
): Promise<void> {
  const events = new AccountEvents();
  for (const contact of contacts) {
    events.add(accountId, {
      type: 'contact.updated',
      listId: contact.list_id,
      contactId: String(contact.id),
      status: contact.status,
      attempts: contact.attempts,
      lastAttemptAt: contact.last_attempt_at?.toISOString() ?? null,
    });
  }
  const touched = new Set(contacts.map((contact) => contact.list_id));
  await addProgressEvents(
    deps,
    events,
    lists.filter((list) => touched.has(list.id)),
  );
  await publishAccountEvents(deps, events.byAccount);
}

/**
 * The person's own opt-out outweighs how a number was listed before (only owners with a reason
 * may remove it), and it revokes the number's consent.
 */
async function recordOptOutAsRevocation(
  trx: Trx,
  accountId: string,
  numbers: readonly string[],
  callId: string | undefined,
) {
  await markOptedOut(trx, accountId, numbers, callId ?? null);
  const capturedAt = new Date();
  await recordConsentEvents(
    trx,
    accountId,
    numbers.map((phoneNumber) => ({
      phoneNumber,
      kind: 'revoked' as const,
      source: 'call' as const,
      sourceDetail: callId ? `opted out on call ${callId}` : 'opted out on a call',
      byVoice: true,
      capturedAt,
    })),
    null,
  );
}

/**
 * Adds E.164 numbers inside a transaction; their contacts become 'Do Not Call' at once, and
 * each number new on the list is announced as contact.opted_out (opt-out-webhook.ts).
 */
export async function addNumbersLocked(
  trx: Trx,
  accountId: string,
  numbers: readonly string[],
  source: DoNotCallSource,
  origin: { callId?: string; addedBy?: string },
) {
  const lists = await lockListsWithNumbers(trx, accountId, numbers);
  const added = await insertNumbers(trx, accountId, numbers, source, origin);
  if (source === 'opt-out') await recordOptOutAsRevocation(trx, accountId, numbers, origin.callId);
  const contacts = await markContactsDoNotCall(trx, accountId, numbers);
  await publishOptedOut(trx, accountId, added, { source, callId: origin.callId ?? null });
  return { lists, added, contacts };
}

/** Adds typed or imported numbers to the account's do-not-call list. */
export async function addNumbers(
  deps: AppDeps,
  accountId: string,
  raws: readonly string[],
  source: DoNotCallSource,
  actor: ComplianceActor,
): Promise<DoNotCallAddResult> {
  const { valid, invalid } = await normalize(deps, accountId, raws);
  const done = await deps.db.transaction().execute(async (trx) => {
    const added = await addNumbersLocked(trx, accountId, valid, source, { addedBy: actor.id });
    await logComplianceChange(trx, accountId, actor, {
      action: 'do-not-call added',
      subjects: added.added,
    });
    return added;
  });
  await publishChanges(deps, accountId, done.lists, done.contacts);
  return {
    added: done.added.length,
    alreadyListed: valid.length - done.added.length,
    invalid,
  };
}

/** The homeowner opted out on this call: the number goes on the list at once. */
export async function addOptOut(
  deps: AppDeps,
  accountId: string,
  phoneNumber: string,
  callId: string,
): Promise<void> {
  const done = await deps.db
    .transaction()
    .execute((trx) => addNumbersLocked(trx, accountId, [phoneNumber], 'opt-out', { callId }));
  await publishChanges(deps, accountId, done.lists, done.contacts);
}

/** Numbers among `numbers` that the person put on the list themselves (an opt-out on a call). */
async function optedOutNumbers(trx: Trx, accountId: string, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  const rows = await trx
    .selectFrom('do_not_call_numbers')
    .select('phone_number')
    .where('account_id', '=', accountId)
    .where('phone_number', 'in', numbers)
    .where('source', '=', 'opt-out')
    .execute();
  return rows.map((row) => row.phone_number);
}

/**
 * Owners only (removing allows more calls), logged; a number that opted out itself needs a reason.
 * Removed numbers' contacts go back to the status they had before, eligible again by their list's
 * redial settings; a campaign waiting for a retry looks again at once.
 */
export async function removeNumbers(
  deps: AppDeps,
  accountId: string,
  raws: readonly string[],
  actor: ComplianceActor,
  reason?: string,
): Promise<{ removed: number }> {
  requireOwner(actor);
  const { valid } = await normalize(deps, accountId, raws);
  // A stored number is E.164 already; accept it as written too.
  const numbers = [...new Set([...valid, ...raws.filter((raw) => raw.startsWith('+'))])];
  const why = reason?.trim() ?? '';
  const done = await withNextRounds(deps, async (trx, rounds) => {
    const lists = await lockListsWithNumbers(trx, accountId, numbers);
    const optedOut = await optedOutNumbers(trx, accountId, numbers);
    if (optedOut.length > 0 && why.length < REASON_MIN) {
      throw new BadInputError(CONSENT_LEDGER_MESSAGES.reasonRequired);
    }
    const removed = await deleteNumbers(trx, accountId, numbers);
    await logComplianceChange(trx, accountId, actor, {
      action: 'do-not-call removed',
      subjects: removed,
      reason: why || null,
    });
    const settingsOf = await redialSettingsOfLists(trx, lists);
    const contacts = await restoreFromDoNotCall(
      trx,
      accountId,
      removed,
      (listId) => settingsOf.get(listId)!,
      deps.config.dialer.retryDelayUnitMs,
    );
    await replanWaitingCampaigns(trx, rounds, [...new Set(contacts.map((c) => c.list_id))]);
    return { lists, removed, contacts };
  });
  await publishChanges(deps, accountId, done.lists, done.contacts);
  return { removed: done.removed.length };
}
