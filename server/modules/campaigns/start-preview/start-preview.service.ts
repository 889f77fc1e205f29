import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type { StartPreview } from '../../../../shared/dialer/start-preview';
import { formatCallTime } from '../../../../shared/format/zone-time';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { nextWindowOpening, OUTSIDE_CALLING_HOURS } from '../policy/calling-hours';
import { consentRequired } from '../policy/consent';
import { RETRY_DELAY } from '../policy/redial-eligibility';
import { CALLABLE_NOW, NOTHING_TO_WAIT_FOR, SKIP_REASONS } from '../policy/skip-reasons';
import { callingClockOf } from '../rounds/calling-clock';
import { windowsOf } from '../rounds/list-windows';
import { previewList } from './preview-list.repository';
import { previewVoice } from './preview-voice';
import { type ReasonCount, reasonCounts } from './start-preview.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'callingClock' | 'voice'>;

/** Clock reasons first (the ones that pass), then the rules, then contacts with nothing left. */
const ORDER = [
  OUTSIDE_CALLING_HOURS.code,
  RETRY_DELAY.code,
  ...SKIP_REASONS.map((reason) => reason.code).filter(
    (code) => code !== OUTSIDE_CALLING_HOURS.code && code !== RETRY_DELAY.code,
  ),
  NOTHING_TO_WAIT_FOR,
];

/** The earliest opening, as "tomorrow 8:00 AM CT", of the windows contacts outside their hours wait for. */
function nextWindowOf(
  rows: readonly ReasonCount[],
  schedule: Parameters<typeof nextWindowOpening>[1],
  callingNow: Date,
): string | null {
  let earliest: { at: Date; zone: string } | null = null;
  for (const row of rows) {
    if (row.code !== OUTSIDE_CALLING_HOURS.code || row.window_key === null) continue;
    const opening = nextWindowOpening(row.window_key, schedule, callingNow);
    if (opening && (!earliest || opening.at < earliest.at)) earliest = opening;
  }
  return earliest ? formatCallTime(earliest.at, earliest.zone, callingNow) : null;
}

/**
 * The start dialog's preview: the list's contacts by why they can or cannot be called now,
 * counted at read time with the policy's own SQL (`skipReasonCodeSql`).
 */
export async function startPreview(
  deps: Deps,
  accountId: string,
  listId: string,
): Promise<StartPreview> {
  const list = await previewList(deps.db, accountId, listId);
  if (!list) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  const callingNow = callingClockOf(deps).now();
  const windows = windowsOf(list.zones_ready, list.schedule, list.keys, callingNow);
  // Decided by the mode that will place the calls: real calls always need recorded consent.
  const required = consentRequired(list.consent_required, deps.voice.realCalls);
  const rows = await reasonCounts(
    deps.db,
    list,
    required,
    new Date(),
    windows.open,
    deps.voice.realCalls,
  );
  const byCode = new Map<string, number>();
  for (const row of rows) byCode.set(row.code, (byCode.get(row.code) ?? 0) + row.n);
  const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);
  return {
    total: sum(byCode.values()),
    callableNow: byCode.get(CALLABLE_NOW) ?? 0,
    reasons: ORDER.filter((code) => (byCode.get(code) ?? 0) > 0).map((code) => ({
      code,
      count: byCode.get(code)!,
    })),
    nextWindow: nextWindowOf(rows, windows.schedule, callingNow),
    consent: required ? { recorded: sum(rows.map((row) => row.consented)) } : null,
    voice: await previewVoice(deps, accountId, listId),
  };
}
