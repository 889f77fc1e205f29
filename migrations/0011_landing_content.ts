import { type Kysely, sql } from 'kysely';

/**
 * What the public landing page reads: demo call recordings (uploaded audio kept here so no outside
 * media host enters the CSP) and testimonials, seeded with three illustrative examples
 * that stay marked as examples until an admin replaces them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table demo_calls
      add column audio bytea,
      add column audio_content_type text`.execute(db);
  await sql`
    create table testimonials (
      id uuid primary key default gen_random_uuid(),
      quote text not null,
      name text not null,
      company text not null,
      is_example boolean not null default false,
      display_order integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    insert into testimonials (quote, name, company, is_example, display_order) values
      ('After a hail storm we loaded 2,000 homeowners in the morning and had inspections on the calendar by lunch. The agent redials the no-answers so my reps only talk to people who want a roof looked at.',
       'Sales manager', 'A storm-restoration roofer', true, 1),
      ('We used to burn two setters on cold calls. Now the AI works the list, leaves the voicemails and books straight into our calendar, and we read the call logs each morning.',
       'Owner', 'A family roofing company', true, 2),
      ('Every call shows up live with its outcome, so I know which neighbourhoods are answering before my canvassers head out.',
       'Operations lead', 'A regional roofing contractor', true, 3)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table testimonials`.execute(db);
  await sql`alter table demo_calls drop column audio, drop column audio_content_type`.execute(db);
}
