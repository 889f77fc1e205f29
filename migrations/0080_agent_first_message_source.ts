import { type Kysely, sql } from 'kysely';

/**
 * Whether an agent's first message can be read (issue #46): 'product' for agents the product
 * wrote to Retell, else what an import found on Retell (a Retell LLM's begin_message, an improvised
 * one, a custom LLM or a conversation flow). And the Retell agent version the product last wrote or
 * imported: the version a real call pins (create-phone-call `override_agent_version`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table voice_agents
      add column first_message_source text not null default 'product'
        check (first_message_source in
          ('product', 'retell-llm', 'improvised', 'custom-llm', 'conversation-flow')),
      add column retell_agent_version integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    alter table voice_agents drop column first_message_source, drop column retell_agent_version`.execute(
    db,
  );
}
