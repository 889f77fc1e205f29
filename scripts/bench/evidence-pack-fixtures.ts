import { sql } from 'kysely';
import type { Db } from '../../server/db/database';

const OTHER_NUMBERS = 50_000;

/**
 * `total` dial records in one account, every tenth for `number` (each with its call row), the
 * others over 50,000 other numbers (their calls left out: the pack never reads them); three
 * consent events and two do-not-call changes for the number, one event for each other number.
 */
export async function seedDialRecords(db: Db, accountId: string, number: string, total: number) {
  const ofNumber = Math.floor(total / 10);
  await sql`
    insert into calls (id, account_id, attempt, provider, state, direction, outcome, to_number,
      list_name, contact_number, started_at, ended_at, dispatched_at, duration_ms)
    select md5('call' || g)::uuid, ${accountId}::uuid, 1, 'simulated', 'ended', 'outbound',
      'Answered', ${number}, 'Bench list', ${number}, t, t + interval '2 minutes', t, 120000
    from generate_series(1, ${ofNumber}) g,
      lateral (select now() - (${ofNumber} - g) * interval '1 minute' as t) x`.execute(db);
  await sql`
    insert into dial_records (account_id, call_id, decision, refused_reason, started_by,
      phone_number, zones, schedule, rule_versions, state_rules, consent_basis, dnc_checked_at,
      number_count, number_cap, agent_id, decided_at)
    select ${accountId}::uuid,
      case when g % 10 = 0 then md5('call' || (g / 10))::uuid else gen_random_uuid() end,
      case when g % 7 = 0 then 'refused' else 'placed' end,
      case when g % 7 = 0 then 'outside calling hours' end,
      null,
      case when g % 10 = 0 then ${number} else '+1214' || (3000000 + g % ${OTHER_NUMBERS})::text end,
      '[{"zone":"America/Chicago","local":"2026-03-10 13:00 Tue"}]'::jsonb,
      '{"start":"08:00","end":"21:00","days":[1,2,3,4,5,6],"skipFederalHolidays":true}'::jsonb,
      '{"state_rules":"0123456789abcdef","calling_clock_at":"2026-03-10T18:00:00.000Z"}'::jsonb,
      'TX: 9:00–21:00 Mon–Sat, 12:00–21:00 Sun',
      'consent claimed by web form, no written evidence, 2026-01-05',
      now() - (${total} - g) * interval '6 seconds', 1 + g % 3, 3, null,
      now() - (${total} - g) * interval '6 seconds'
    from generate_series(1, ${total}) g`.execute(db);
  await sql`
    insert into consent_events (account_id, phone_number, kind, source, source_detail, captured_at)
    select ${accountId}::uuid, '+1214' || (3000000 + g)::text, 'granted', 'upload', 'web form', now()
    from generate_series(0, ${OTHER_NUMBERS - 1}) g
    union all
    select ${accountId}::uuid, ${number}, k, s, d, now()
    from (values ('granted', 'upload', 'web form'), ('revoked', 'by hand', 'asked by phone'),
      ('granted', 'form', 'signed again')) v(k, s, d)`.execute(db);
  await sql`
    insert into compliance_log (account_id, action, subject, reason)
    values (${accountId}::uuid, 'do-not-call added', ${number}, null),
      (${accountId}::uuid, 'do-not-call removed', ${number}, 'added to the wrong number')`.execute(
    db,
  );
  for (const table of ['calls', 'dial_records', 'consent_events', 'compliance_log']) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
  return { ofNumber };
}
