import type { Kysely } from 'kysely';
import {
  DEFAULT_LIST_NAME,
  DEFAULT_REDIAL_SETTINGS,
  normalizeRedialSettings,
  type RedialSettings,
} from '../../../../shared/dialer/redial-settings';
import type { Database } from '../../../db/types';

type Conn = Kysely<Database>;

export type AccountDefaults = {
  redial: RedialSettings;
  listName: string;
  listDescription: string;
  voice: { agentId: string | null; callerNumber: string | null };
};

export type ListSettingsColumns = {
  max_attempts: number | null;
  retry_delay_minutes: number | null;
  retry_statuses: string[] | null;
};

export async function loadAccountDefaults(db: Conn, accountId: string): Promise<AccountDefaults> {
  const row = await db
    .selectFrom('campaign_defaults')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) {
    return {
      redial: DEFAULT_REDIAL_SETTINGS,
      listName: DEFAULT_LIST_NAME,
      listDescription: '',
      voice: { agentId: null, callerNumber: null },
    };
  }
  return {
    redial: normalizeRedialSettings({
      maxAttempts: row.max_attempts,
      retryDelayMinutes: row.retry_delay_minutes,
      retryStatuses: row.retry_statuses,
    }),
    listName: row.list_name,
    listDescription: row.list_description,
    voice: { agentId: row.voice_agent_id, callerNumber: row.caller_number },
  };
}

/** A list's own redial settings, or null when it follows the account defaults. */
export function ownRedialSettings(list: ListSettingsColumns): RedialSettings | null {
  if (list.max_attempts === null || list.retry_delay_minutes === null || !list.retry_statuses) {
    return null;
  }
  return normalizeRedialSettings({
    maxAttempts: list.max_attempts,
    retryDelayMinutes: list.retry_delay_minutes,
    retryStatuses: list.retry_statuses,
  });
}

/** The redial settings of each list (its own, or its account's defaults), defaults read once per account. */
export async function redialSettingsOfLists(
  db: Conn,
  lists: readonly (ListSettingsColumns & { id: string; account_id: string })[],
): Promise<Map<string, RedialSettings>> {
  const result = new Map<string, RedialSettings>();
  const following = new Set<string>();
  for (const list of lists) {
    const own = ownRedialSettings(list);
    if (own) result.set(list.id, own);
    else following.add(list.account_id);
  }
  if (following.size === 0) return result;
  const rows = await db
    .selectFrom('campaign_defaults')
    .select(['account_id', 'max_attempts', 'retry_delay_minutes', 'retry_statuses'])
    .where('account_id', 'in', [...following])
    .execute();
  const defaults = new Map(
    rows.map((row) => [
      row.account_id,
      normalizeRedialSettings({
        maxAttempts: row.max_attempts,
        retryDelayMinutes: row.retry_delay_minutes,
        retryStatuses: row.retry_statuses,
      }),
    ]),
  );
  for (const list of lists) {
    if (!result.has(list.id)) {
      result.set(list.id, defaults.get(list.account_id) ?? DEFAULT_REDIAL_SETTINGS);
    }
  }
  return result;
}

export async function effectiveRedialSettings(
  db: Conn,
  list: ListSettingsColumns & { account_id: string },
): Promise<RedialSettings> {
  return ownRedialSettings(list) ?? (await loadAccountDefaults(db, list.account_id)).redial;
}

export async function upsertAccountDefaults(
  db: Conn,
  accountId: string,
  values: Partial<{
    redial: RedialSettings;
    listName: string;
    listDescription: string;
    voice: { voice_agent_id: string | null; caller_number: string | null };
  }>,
): Promise<void> {
  const columns = {
    ...(values.redial && {
      max_attempts: values.redial.maxAttempts,
      retry_delay_minutes: values.redial.retryDelayMinutes,
      retry_statuses: values.redial.retryStatuses,
    }),
    ...(values.listName !== undefined && { list_name: values.listName }),
    ...(values.listDescription !== undefined && { list_description: values.listDescription }),
    ...values.voice,
  };
  await db
    .insertInto('campaign_defaults')
    .values({ account_id: accountId, ...columns })
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...columns, updated_at: new Date() }))
    .execute();
}
