import { timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { LeadAccepted, LeadBody } from '../../../shared/lead-intake/lead-body';
import { assertedBy, LEAD_INTAKE_MESSAGES } from '../../../shared/lead-intake/lead-intake-messages';
import { toE164 } from '../../../shared/phone/normalize-phone';
import type { Database } from '../../db/types';
import type { AppDeps } from '../../deps';
import { BadInputError, ConflictError, NotFoundError } from '../../errors';
import { publishEvents } from '../../events/publish-events';
import { recordConsentEvents } from '../campaigns/consent/consent-ledger';
import { phoneRegionOf } from '../campaigns/lists/phone-region.repository';
import { insertLeadContact } from '../campaigns/model/contact-inserts';
import { contactZoneRow, zipAndStateOf } from '../campaigns/model/contact-zone-rows';
import { markListedContacts } from '../campaigns/model/do-not-call-marks';
import { addWindowKeys, schedulesOfLists } from '../campaigns/settings/calling-schedule.repository';
import { loadAccountDefaults } from '../campaigns/settings/campaign-settings.repository';
import { addTags } from '../leads/contact-tags.repository';
import { leadExtra } from './lead-contact';
import {
  accountList,
  contactWithNumber,
  countLeadAdded,
  defaultIntakeList,
  fillContactBlanks,
  type LeadList,
  lockListForLeads,
} from './lead-lists.repository';
import { keepAnswer, takeIdempotencyKey } from './lead-requests.repository';
import type { IntakeToken } from './lead-tokens.service';

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger'>;
type Trx = Transaction<Database>;

export type LeadPost = { body: LeadBody; bodyHash: Buffer; idempotencyKey: string | null };

/**
 * One posted lead into its list (the named one of the token's account, else the account's intake
 * list): the number cleaned as an upload's; a number already in the list merges into its contact;
 * a new contact gets what an import gives (zones and window key, call cap, do-not-call mark, the
 * list's counts); a consent claim goes to the ledger as "asserted by <token name>". With an
 * Idempotency-Key, a retry of the same body gets the first answer and changes nothing.
 */
export async function intakeLead(
  deps: Deps,
  token: IntakeToken,
  post: LeadPost,
): Promise<LeadAccepted> {
  const { accountId } = token;
  const phone = toE164(post.body.phone, await phoneRegionOf(deps.db, accountId));
  if (phone === null) {
    throw new BadInputError(LEAD_INTAKE_MESSAGES.invalidBody, {
      phone: [LEAD_INTAKE_MESSAGES.phoneInvalid],
    });
  }
  const { listDescription } = await loadAccountDefaults(deps.db, accountId);
  const { answer, fresh } = await deps.db.transaction().execute(async (trx) => {
    const key = post.idempotencyKey;
    if (key !== null) {
      const kept = await takeIdempotencyKey(trx, accountId, key, post.bodyHash);
      if (kept) return { answer: keptAnswer(kept, post.bodyHash), fresh: false };
    }
    const list = post.body.listId
      ? await accountList(trx, accountId, post.body.listId)
      : await defaultIntakeList(trx, accountId, listDescription);
    if (!list) throw new NotFoundError(LEAD_INTAKE_MESSAGES.listNotFound);
    const answer = await storeLead(trx, token, list, phone, post.body);
    if (key !== null) await keepAnswer(trx, accountId, key, { status: 201, response: answer });
    return { answer, fresh: true };
  });
  if (fresh) {
    await publishEvents(deps, accountId, [{ type: 'list.changed', listId: answer.listId }]);
  }
  return answer;
}

function keptAnswer(
  kept: { bodyHash: Buffer; status: number | null; response: unknown },
  bodyHash: Buffer,
): LeadAccepted {
  const same = kept.bodyHash.length === bodyHash.length && timingSafeEqual(kept.bodyHash, bodyHash);
  if (!same || kept.status !== 201) {
    throw new ConflictError(LEAD_INTAKE_MESSAGES.idempotencyKeyReused);
  }
  return kept.response as LeadAccepted;
}

async function storeLead(
  trx: Trx,
  token: IntakeToken,
  list: LeadList,
  phone: string,
  body: LeadBody,
): Promise<LeadAccepted> {
  await lockListForLeads(trx, list.id);
  const firstName = body.firstName ?? '';
  const extra = leadExtra(body);
  const existing = await contactWithNumber(trx, list, phone);
  let contactId: number;
  if (existing) {
    contactId = Number(existing.id);
    await fillContactBlanks(trx, contactId, { firstName, extra });
  } else {
    const schedule = (await schedulesOfLists(trx, [list])).get(list.id);
    const zones = await contactZoneRow({
      phoneNumber: phone,
      ...zipAndStateOf(extra),
      defaultState: schedule?.defaultState ?? null,
    });
    const ref = { id: list.id, accountId: list.account_id };
    const row = { phoneNumber: phone, phoneOriginal: body.phone, firstName, extra, zones };
    const inserted = await insertLeadContact(trx, ref, row);
    contactId = inserted.id;
    await addWindowKeys(trx, list.id, [inserted.windowKey]);
    await markListedContacts(trx, [contactId]);
    await countLeadAdded(trx, list.id);
  }
  const tags = [...new Set(body.tags ?? [])];
  await addTags(
    trx,
    list.account_id,
    tags.map((tag) => ({ contactId, tag })),
  );
  if (body.consent) await recordConsentClaim(trx, token, list, phone, body.consent);
  return { leadId: contactId, contactId, listId: list.id, merged: existing !== undefined };
}

/** The caller's consent: a claim "asserted by <token name>" with its evidence, not a grant. */
async function recordConsentClaim(
  trx: Trx,
  token: IntakeToken,
  list: LeadList,
  phone: string,
  consent: NonNullable<LeadBody['consent']>,
): Promise<void> {
  const source = assertedBy(token.name);
  await recordConsentEvents(
    trx,
    list.account_id,
    [
      {
        phoneNumber: phone,
        kind: 'granted',
        source: 'api',
        sourceDetail: source,
        capturedAt: consent.at ? new Date(consent.at) : null,
        evidence: null,
        claimEvidence: { assertedBy: token.name, ...consent },
        listId: list.id,
      },
    ],
    null,
  );
}
