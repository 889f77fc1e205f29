import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One connection per account and storm-data provider. The secret (an API key, or the password
  // of an AccuLynx login) is sealed by the secret box; key_id names the key that sealed it.
  await sql`
    create table storm_connections (
      account_id uuid not null references accounts(id) on delete cascade,
      provider text not null check (provider in ('acculynx', 'hailtrace', 'hailrecon')),
      method text not null check (method in ('api_key', 'login')),
      username text,
      key_id text not null,
      ciphertext text not null,
      verified boolean not null default false,
      connected_by uuid references users(id) on delete set null,
      connected_at timestamptz not null default now(),
      primary key (account_id, provider),
      check ((method = 'login') = (username is not null)),
      check (method = 'api_key' or provider = 'acculynx')
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('storm_connections').execute();
}
