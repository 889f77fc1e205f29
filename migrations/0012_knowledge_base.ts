import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Documents and FAQs per account. A document's extracted text is kept beside it (text_status
  // 'none' for legacy .doc files); FAQ pairs live in faqs. Deleting an agent unassigns its items.
  await sql`
    create table knowledge_items (
      id uuid primary key default gen_random_uuid(),
      account_id uuid not null references accounts(id) on delete cascade,
      title text not null,
      type text not null check (type in ('pdf', 'doc', 'faq')),
      agent_id uuid references voice_agents(id) on delete set null,
      file_name text,
      mime_type text,
      byte_size integer,
      text_content text not null default '',
      text_status text not null default 'extracted' check (text_status in ('extracted', 'none')),
      faqs jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index knowledge_items_account_created on knowledge_items (account_id, created_at desc)`.execute(
    db,
  );
  await sql`create index knowledge_items_agent on knowledge_items (agent_id) where agent_id is not null`.execute(
    db,
  );

  // The uploaded bytes, apart from the item so lists never read them; in Postgres, so backups of
  // the database hold them too.
  await sql`
    create table knowledge_files (
      item_id uuid primary key references knowledge_items(id) on delete cascade,
      account_id uuid not null references accounts(id) on delete cascade,
      bytes bytea not null
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('knowledge_files').execute();
  await db.schema.dropTable('knowledge_items').execute();
}
