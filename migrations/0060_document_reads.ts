import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Documents being read or waiting to be read, per account, across every API process (issue #44):
 * a row is taken under the account's lock before a read and deleted after it. `expires_at` lets a
 * crashed process's rows stop counting.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_reads')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) =>
      c.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('document_reads_account_idx')
    .on('document_reads')
    .columns(['account_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_reads').execute();
}
