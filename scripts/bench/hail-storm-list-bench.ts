import os from 'node:os';
import { sql } from 'kysely';
import { checkStormAlerts } from '../../server/modules/storm/alerts/storm-alerts.job';
import { importHailFile } from '../../server/modules/storm/archive/hail-import.service';
import { zipsInCircle } from '../../server/modules/storm/geo/zips-in-circle';
import { createStormList, previewStormList } from '../../server/modules/storm/storm-list.service';
import type { BenchInfra } from './bench-env';
import { seedAccountWithSession } from './bench-fixtures';
import { nceiFile } from './hail-bench-file';

const PLANO = { lat: 33.0198, lon: -96.6989 };
const load1 = () => os.loadavg()[0]!.toFixed(1);

/**
 * One account's `size` contacts over the ZIPs within 60 miles of Plano, TX (7% Answered or
 * Completed, 1% invalid numbers), and a 1.75" report at Plano for the list to be built for.
 */
export async function seedContacts(infra: BenchInfra, size: number) {
  const { accountId } = await seedAccountWithSession(infra.db, infra.config, 'storm-list');
  const zips = zipsInCircle({ ...PLANO, radiusMiles: 60 });
  await sql`
    with l as (
      insert into contact_lists (account_id, name, file_name, contact_count, zones_ready)
      values (${accountId}, 'Customers', 'customers.csv', ${size}, true) returning id
    ), k as (
      insert into list_window_keys (list_id, window_key)
      select id, 'America/Chicago|TX' from l returning 1
    )
    insert into contacts (list_id, account_id, row_number, phone_number, first_name, window_key,
      status, zip)
    select l.id, ${accountId}, g, '+1214' || (2000000 + g)::text, 'Contact ' || g,
      'America/Chicago|TX',
      case when g % 100 < 5 then 'Answered' when g % 100 < 7 then 'Completed'
           when g % 100 = 7 then 'Invalid Number' else 'Not Called' end,
      (${zips}::text[])[1 + g % ${zips.length}]
    from l cross join generate_series(1, ${size}) g`.execute(infra.db);
  const event = await sql<{ id: string }>`
    insert into hail_events
      (source, spc_key, data_year, begins_at, local_date, size_in, lat, lon, state, place)
    values ('spc', 'bench-plano', 2026, '2026-05-20T21:45:00Z', '2026-05-20', 1.75, ${PLANO.lat}, ${PLANO.lon},
      'TX', 'Plano') returning id::text as id`.execute(infra.db);
  await sql`analyze contacts`.execute(infra.db);
  return { accountId, eventId: event.rows[0]!.id, zips: zips.length };
}

const since = (started: number) => performance.now() - started;

/** Preview and build of a 10-mile storm list at Plano, `runs` times each (a new list each). */
export async function stormListRuns(infra: BenchInfra, size: number, runs: number) {
  const seeded = await seedContacts(infra, size);
  const input = { address: '75074', radiusMiles: 10, eventId: seeded.eventId };
  const results: { load: string; previewMs: number; buildMs: number; count: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const load = load1();
    let started = performance.now();
    await previewStormList(infra, seeded.accountId, input);
    const previewMs = since(started);
    started = performance.now();
    const built = await createStormList(infra, seeded.accountId, input);
    results.push({ load, previewMs, buildMs: since(started), count: built.count });
  }
  return { zips: seeded.zips, results };
}

/**
 * The storm-alert job over a second import (`rows` details rows, ~10% hail across the lower 48,
 * new EVENT_IDs) with the seeded contacts in place, `runs` times. Since #47 only storms of the
 * last 3 days alert, so a past year's import alerts nobody: this measures that check.
 */
export async function alertCheckRuns(infra: BenchInfra, rows: number, runs: number) {
  const summary = await importHailFile(infra.db, {
    fileName: 'StormEvents_details-ftp_v1.0_d2024_c20260201.csv',
    bytesTotal: null,
    body: nceiFile(rows, 50_000_000, 2024),
    userId: null,
    maxBytes: Number.MAX_SAFE_INTEGER,
  });
  const results: { load: string; ms: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const load = load1();
    const started = performance.now();
    await checkStormAlerts(infra, { importId: summary.id });
    results.push({ load, ms: since(started) });
  }
  const reports = await sql<{ n: number }>`
    select count(*)::int as n from hail_events where import_id = ${summary.id} and size_in >= 1`.execute(
    infra.db,
  );
  const alerts = await sql<{ n: number }>`select count(*)::int as n from storm_alerts`.execute(
    infra.db,
  );
  return {
    hail: summary.imported,
    reports: reports.rows[0]!.n,
    alerts: alerts.rows[0]!.n,
    results,
  };
}
