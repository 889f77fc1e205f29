import { type Kysely, sql } from 'kysely';
import type { CallDirection } from '../../../shared/calls/call-direction';
import type { CallFieldValues } from '../../../shared/calls/call-field-values';
import type { CallLogFilters } from '../../../shared/calls/call-log-inputs';
import { DIRECT_CALL_FILTER } from '../../../shared/calls/call-log-inputs';
import type { CallOutcome } from '../../../shared/dialer/contact-status';
import type { Database } from '../../db/types';
import { CALL_DURATION_MS, CALL_SIMULATED, callFieldMatches } from './call-facts.sql';

type Conn = Kysely<Database>;

export type CallLogRecord = {
  id: string;
  started_at: Date;
  /** started_at as Postgres prints it (microseconds kept): the keyset cursor. */
  cursor_at: string;
  first_name: string | null;
  phone_number: string | null;
  list_name: string | null;
  agent_name: string | null;
  attempt: number;
  duration_ms: number | null;
  outcome: CallOutcome | null;
  disconnection_reason: string | null;
  cost_cents: number | null;
  simulated: boolean;
  direction: CallDirection;
  consent_basis: string | null;
  dnc_checked_at: Date | null;
  dial_local_times: string | null;
  state_rules: string | null;
  number_cap: string | null;
  call_fields: CallFieldValues | null;
};

export type Cursor = { at: string; id: string };

/**
 * The homeowner's number: the contact's (kept on the call when its list was deleted), else the one
 * called, or for a callback the caller's.
 */
const CALL_OTHER_NUMBER = sql<string | null>`coalesce(ct.phone_number, c.contact_number,
  case when c.direction = 'inbound' then c.from_number else c.to_number end)`;

/** The call's list name: the list's, or the one kept on the call when the list was deleted. */
const CALL_LIST_NAME = sql<string | null>`coalesce(l.name, c.list_name)`;

/** The log's calls of one account: every placed attempt, filtered. */
function logQuery(db: Conn, accountId: string, filters: CallLogFilters) {
  let query = db
    .selectFrom('calls as c')
    .leftJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .leftJoin('voice_agents as a', 'a.id', 'c.voice_agent_id')
    .leftJoin('contact_lists as l', 'l.id', 'c.list_id')
    .where('c.account_id', '=', accountId)
    .where('c.state', '<>', 'not-placed');
  if (filters.listId) query = query.where('c.list_id', '=', filters.listId);
  if (filters.status === 'In Progress') {
    query = query.where('c.state', 'in', ['in-progress', 'awaiting-analysis']);
  } else if (filters.status) query = query.where('c.outcome', '=', filters.status);
  if (filters.agentId === DIRECT_CALL_FILTER) query = query.where('c.voice_agent_id', 'is', null);
  else if (filters.agentId) query = query.where('c.voice_agent_id', '=', filters.agentId);
  if (filters.kind === 'simulated') query = query.where('c.provider', '=', 'simulated');
  else if (filters.kind === 'real') query = query.where('c.provider', '<>', 'simulated');
  if (filters.fieldName)
    query = query.where(callFieldMatches(filters.fieldName, filters.fieldValue));
  if (filters.direction) query = query.where('c.direction', '=', filters.direction);
  if (filters.contactId) query = query.where('c.contact_id', '=', filters.contactId);
  if (filters.from) query = query.where('c.started_at', '>=', new Date(filters.from));
  if (filters.to) query = query.where('c.started_at', '<', new Date(filters.to));
  return query;
}

/** Up to `limit` calls older than `after`, newest first (keyset: as fast on page 40,000 as on 1). */
export function callLogPage(
  db: Conn,
  accountId: string,
  filters: CallLogFilters,
  after: Cursor | null,
  limit: number,
): Promise<CallLogRecord[]> {
  let query = logQuery(db, accountId, filters);
  if (after) {
    query = query.where(
      sql<boolean>`(c.started_at, c.id) < (${after.at}::timestamptz, ${after.id}::uuid)`,
    );
  }
  return query
    .select([
      'c.id',
      'c.started_at',
      sql<string>`c.started_at::text`.as('cursor_at'),
      'ct.first_name',
      CALL_OTHER_NUMBER.as('phone_number'),
      CALL_LIST_NAME.as('list_name'),
      'a.name as agent_name',
      'c.attempt',
      CALL_DURATION_MS.as('duration_ms'),
      'c.outcome',
      'c.disconnection_reason',
      'c.cost_cents',
      CALL_SIMULATED.as('simulated'),
      'c.direction',
      'c.consent_basis',
      'c.dnc_checked_at',
      'c.dial_local_times',
      'c.state_rules',
      'c.number_cap',
      'c.call_fields',
    ])
    .orderBy('c.started_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/** One call of the account with everything the details panel shows. */
export function callDetails(db: Conn, accountId: string, callId: string) {
  return logQuery(db, accountId, {})
    .where('c.id', '=', callId)
    .select([
      'c.id',
      'c.started_at',
      'ct.first_name',
      CALL_OTHER_NUMBER.as('phone_number'),
      'c.contact_id',
      'ct.status as contact_status',
      CALL_LIST_NAME.as('list_name'),
      'a.name as agent_name',
      'c.attempt',
      'c.provider',
      'c.state',
      'c.connected_at',
      'c.ended_at',
      CALL_DURATION_MS.as('duration_ms'),
      'c.outcome',
      'c.disconnection_reason',
      'c.transfer_rep_name',
      'c.transfer_destination',
      'c.transfer_outcome',
      'c.cost_cents',
      'c.latency_p50_ms',
      'c.transcript',
      'c.summary',
      'c.sentiment',
      'c.call_successful',
      sql<boolean>`c.recording_url is not null`.as('has_recording'),
      CALL_SIMULATED.as('simulated'),
      'c.direction',
      'c.consent_basis',
      'c.dnc_checked_at',
      'c.dial_local_times',
      'c.state_rules',
      'c.number_cap',
      'c.call_fields',
    ])
    .executeTakeFirst();
}

/** The recording URL the provider gave for one call of the account, if any. */
/** A call of the account that the provider reported a recording for, with the provider's ids. */
export async function recordedCallOf(db: Conn, accountId: string, callId: string) {
  return db
    .selectFrom('calls')
    .select(['provider', 'provider_call_id'])
    .where('account_id', '=', accountId)
    .where('id', '=', callId)
    .where('recording_url', 'is not', null)
    .where('provider_call_id', 'is not', null)
    .executeTakeFirst();
}

/** The account's lists and agents, for the log's filters (names only, a bounded number). */
export async function filterChoices(db: Conn, accountId: string) {
  const [lists, agents] = await Promise.all([
    db
      .selectFrom('contact_lists')
      .select(['id', 'name'])
      .where('account_id', '=', accountId)
      .orderBy('created_at', 'desc')
      .limit(FILTER_CHOICES_MAX)
      .execute(),
    db
      .selectFrom('voice_agents')
      .select(['id', 'name'])
      .where('account_id', '=', accountId)
      .orderBy('name')
      .limit(FILTER_CHOICES_MAX)
      .execute(),
  ]);
  return { lists, agents };
}

const FILTER_CHOICES_MAX = 500;
