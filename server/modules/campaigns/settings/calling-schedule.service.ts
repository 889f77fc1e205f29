import type { CallingSchedule } from '../../../../shared/dialer/calling-schedule';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type {
  CallingScheduleView,
  SaveCallingScheduleInput,
} from '../../../../shared/dialer/schedule-inputs';
import type { AccountEvent } from '../../../../shared/events';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { publishEvents } from '../../../events/publish-events';
import { withNextRounds } from '../rounds/next-round';
import { accountSchedule, storedSchedule } from './calling-schedule.repository';
import { DEFAULTS_CHANGED_ID } from './campaign-settings.service';
import { forgetDefaultStateZones, replanDialingCampaigns } from './schedule-rezone.repository';

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'queues'>;

/** The calling hours of the defaults (`listId` null) or of one list of the account. */
export async function getCallingSchedule(
  deps: Deps,
  accountId: string,
  listId: string | null,
): Promise<CallingScheduleView> {
  const defaults = await accountSchedule(deps.db, accountId);
  if (listId === null) return { schedule: defaults, usesDefaults: true };
  const list = await deps.db
    .selectFrom('contact_lists')
    .select('calling_schedule')
    .where('id', '=', listId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!list) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  const own = storedSchedule(list.calling_schedule);
  return { schedule: own ?? defaults, usesDefaults: own === null };
}

type Affected = { listIds: string[]; rezone: boolean };

/**
 * Saves the hours and applies them: the lists they govern (the list, or every list following the
 * defaults) are locked, contacts whose key came from a changed default state are given new zones
 * (contact-zones job), and running or waiting campaigns plan a round under the new hours.
 */
async function applySchedule(
  deps: Deps,
  accountId: string,
  input: SaveCallingScheduleInput,
): Promise<Affected> {
  return withNextRounds(deps, async (trx, rounds) => {
    const defaults = await accountSchedule(trx, accountId);
    const json = input.schedule ? JSON.stringify(input.schedule) : null;
    let lists: { id: string; before: CallingSchedule }[];
    let after: CallingSchedule;
    if (input.listId === null) {
      const rows = await trx
        .selectFrom('contact_lists')
        .select('id')
        .where('account_id', '=', accountId)
        .where('calling_schedule', 'is', null)
        .orderBy('id')
        .forUpdate()
        .execute();
      lists = rows.map((row) => ({ id: row.id, before: defaults }));
      after = input.schedule!;
      await trx
        .insertInto('campaign_defaults')
        .values({ account_id: accountId, calling_schedule: json })
        .onConflict((oc) =>
          oc.column('account_id').doUpdateSet({ calling_schedule: json, updated_at: new Date() }),
        )
        .execute();
    } else {
      const row = await trx
        .selectFrom('contact_lists')
        .select(['id', 'calling_schedule'])
        .where('id', '=', input.listId)
        .where('account_id', '=', accountId)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
      lists = [{ id: row.id, before: storedSchedule(row.calling_schedule) ?? defaults }];
      after = input.schedule ?? defaults;
      await trx
        .updateTable('contact_lists')
        .set({ calling_schedule: json, updated_at: new Date() })
        .where('id', '=', row.id)
        .execute();
    }
    const listIds = lists.map((list) => list.id);
    const newDefaultState = lists
      .filter((list) => list.before.defaultState !== after.defaultState)
      .map((list) => list.id);
    const rezone = await forgetDefaultStateZones(trx, newDefaultState);
    await replanDialingCampaigns(trx, rounds, listIds);
    return { listIds, rezone };
  });
}

export async function saveCallingSchedule(
  deps: Deps,
  accountId: string,
  input: SaveCallingScheduleInput,
): Promise<CallingScheduleView> {
  const { listIds, rezone } = await applySchedule(deps, accountId, input);
  if (rezone) await deps.queues.add('contact-zones', {});
  const changed = input.listId === null ? [DEFAULTS_CHANGED_ID, ...listIds] : listIds;
  const events: AccountEvent[] = changed.map((listId) => ({ type: 'list.changed', listId }));
  await publishEvents(deps, accountId, events);
  return getCallingSchedule(deps, accountId, input.listId);
}
