import { type Kysely, sql } from 'kysely';
import {
  type CallingSchedule,
  DEFAULT_CALLING_SCHEDULE,
} from '../../../../shared/dialer/calling-schedule';
import type { Database } from '../../../db/types';
import { storedSchedule } from '../settings/calling-schedule.repository';

export type PreviewList = {
  id: string;
  zones_ready: boolean;
  consent_required: boolean;
  schedule: CallingSchedule;
  keys: string[];
};

/**
 * One list of the account with its effective calling hours (its own, else the defaults') and its
 * window keys, in one statement (the preview runs each time the start dialog opens).
 */
export async function previewList(
  db: Kysely<Database>,
  accountId: string,
  listId: string,
): Promise<PreviewList | null> {
  const { rows } = await sql<{
    id: string;
    zones_ready: boolean;
    consent_required: boolean;
    own: unknown;
    defaults: unknown;
    keys: string[];
  }>`
    select l.id, l.zones_ready, l.consent_required, l.calling_schedule as own,
      d.calling_schedule as defaults,
      array(select k.window_key from list_window_keys k where k.list_id = l.id
        order by k.window_key) as keys
    from contact_lists l
    left join campaign_defaults d on d.account_id = l.account_id
    where l.id = ${listId} and l.account_id = ${accountId}`.execute(db);
  const row = rows[0];
  if (!row) return null;
  const schedule =
    storedSchedule(row.own) ?? storedSchedule(row.defaults) ?? DEFAULT_CALLING_SCHEDULE;
  const { own: _own, defaults: _defaults, ...list } = row;
  return { ...list, schedule };
}
