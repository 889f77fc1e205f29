import { type Kysely, sql } from 'kysely';

/**
 * A large uploaded file waits here for the worker: its row (state, progress, outcome) and its
 * bytes in chunks of about 1 MB, deleted when the import ends. Postgres, not the API's disk, so
 * any worker process can read what any API process received.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table file_imports (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      kind text not null check (kind in ('contacts', 'do-not-call')),
      file_name text not null,
      byte_size bigint not null default 0,
      state text not null default 'receiving'
        check (state in ('receiving', 'queued', 'importing', 'done', 'failed')),
      rows_read integer not null default 0,
      error text,
      list_id uuid,
      result jsonb,
      added_by uuid references users(id) on delete set null,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create index file_imports_account_idx on file_imports (account_id, created_at)`.execute(
    db,
  );
  await sql`
    create table file_import_chunks (
      import_id uuid not null references file_imports(id) on delete cascade,
      seq integer not null,
      data bytea not null,
      primary key (import_id, seq)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table file_import_chunks`.execute(db);
  await sql`drop table file_imports`.execute(db);
}
