import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

const COLUMNS = `list_id, account_id, row_number, phone_number, phone_original, first_name, extra,
  status, next_eligible_at, time_zones, zone_sources, window_key, call_cap_24h, skip_reason, zip`;

async function copyOut(client: pg.Client, listId: string): Promise<Buffer[]> {
  const parts: Buffer[] = [];
  const stream = client.query(
    copyTo(`copy (select ${COLUMNS} from contacts where list_id = '${listId}') to stdout`),
  );
  for await (const part of stream) parts.push(part as Buffer);
  return parts;
}

/**
 * The floor: the rows an import stored (read back in COPY format beforehand), COPY'd again into a
 * fresh table of the same shape (LIKE contacts INCLUDING ALL: columns, defaults, identity, indexes) in one transaction. Returns ms.
 */
export async function copyFloorMs(databaseUrl: string, listId: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const payload = await copyOut(client, listId);
    await client.query('create table contacts_floor (like contacts including all)');
    const started = performance.now();
    await client.query('begin');
    await pipeline(
      Readable.from(payload),
      client.query(copyFrom(`copy contacts_floor (${COLUMNS}) from stdin`)),
    );
    await client.query('commit');
    const elapsed = performance.now() - started;
    await client.query('drop table contacts_floor');
    return elapsed;
  } finally {
    await client.end();
  }
}
