import {
  EVIDENCE_MESSAGES,
  EVIDENCE_PAGE_SIZE,
  type EvidenceDialRecord,
  type EvidenceDialsPage,
  type EvidencePack,
} from '../../../../shared/dialer/evidence-pack';
import { toE164 } from '../../../../shared/phone/normalize-phone';
import type { AccountRole } from '../../../db/tables/core';
import type { AppDeps } from '../../../deps';
import { BadInputError, ForbiddenError } from '../../../errors';
import { consentEventsOf } from '../consent/consent.repository';
import { phoneRegionOf } from '../lists/phone-region.repository';
import {
  consentRecordOf,
  dialRecordsPage,
  doNotCallChangesOf,
  doNotCallEntryOf,
} from './evidence.repository';
import { toConsentNow, toDialRecord, toDoNotCall } from './evidence-mappers';

type Deps = Pick<AppDeps, 'db'>;
export type EvidenceViewer = { accountId: string; role: AccountRole };

/**
 * Owners only; the number as typed, in E.164 by the account's phone region (a stored E.164
 * number maps to itself). Throws the catalogued errors.
 */
export async function evidenceNumber(
  deps: Deps,
  viewer: EvidenceViewer,
  raw: string,
): Promise<string> {
  if (viewer.role !== 'owner') throw new ForbiddenError(EVIDENCE_MESSAGES.ownersOnly);
  // A number with its country code reads the same in any region: no need to look the region up.
  const region = raw.trim().startsWith('+')
    ? undefined
    : await phoneRegionOf(deps.db, viewer.accountId);
  const number = toE164(raw, region);
  if (!number) throw new BadInputError(EVIDENCE_MESSAGES.invalidNumber);
  return number;
}

/** A page of the number's dial records, newest first, each with its call. */
export async function dialsPageOf(
  deps: Deps,
  accountId: string,
  number: string,
  before: number | null,
  limit = EVIDENCE_PAGE_SIZE,
): Promise<EvidenceDialsPage> {
  const rows = await dialRecordsPage(deps.db, accountId, number, { before, limit: limit + 1 });
  const records: EvidenceDialRecord[] = rows.slice(0, limit).map(toDialRecord);
  return { records, nextBefore: rows.length > limit ? records.at(-1)!.id : null };
}

/** The pack without its dial records: the number, its consent and do-not-call history. */
export async function evidenceHistoryOf(
  deps: Deps,
  accountId: string,
  number: string,
): Promise<Omit<EvidencePack, 'dials'>> {
  const [events, consent, entry, changes] = await Promise.all([
    consentEventsOf(deps.db, accountId, number, 'oldest recorded first'),
    consentRecordOf(deps.db, accountId, number),
    doNotCallEntryOf(deps.db, accountId, number),
    doNotCallChangesOf(deps.db, accountId, number),
  ]);
  return {
    number,
    generatedAt: new Date().toISOString(),
    consent: { events, now: toConsentNow(consent) },
    doNotCall: toDoNotCall(entry, changes),
  };
}

/** For a number of the viewer's account: its history and the first page of its dial records. */
export async function evidencePack(
  deps: Deps,
  viewer: EvidenceViewer,
  raw: string,
): Promise<EvidencePack> {
  const number = await evidenceNumber(deps, viewer, raw);
  const [history, dials] = await Promise.all([
    evidenceHistoryOf(deps, viewer.accountId, number),
    dialsPageOf(deps, viewer.accountId, number, null),
  ]);
  return { ...history, dials };
}

/** A later page of the number's dial records. */
export async function evidenceDials(
  deps: Deps,
  viewer: EvidenceViewer,
  raw: string,
  before: number | null,
): Promise<EvidenceDialsPage> {
  const number = await evidenceNumber(deps, viewer, raw);
  return dialsPageOf(deps, viewer.accountId, number, before);
}
