import { type CsvParseFailure, checkCsvFile, parseContactsCsv } from '../../../shared/csv';
import type { ListSummary } from '../../../shared/dialer/list-summary';
import { withPgClient } from '../../db/database';
import type { AppDeps } from '../../deps';
import { publishEvents } from '../../events/publish-events';
import { loadAccountDefaults } from '../campaign-settings/campaign-settings.repository';
import { copyContacts } from './copy-contacts';

export type ImportResult = { ok: true; list: ListSummary } | CsvParseFailure;

const FILE_NAME_MAX = 255;

type ImportDeps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'config'>;

/**
 * Validates a contact-list CSV with the shared rules and stores the list and all its contacts in
 * one transaction (nothing is stored when any part fails), the contacts through COPY. The list
 * gets the account's default list name and description and remembers the original file name.
 */
export async function importContactsCsv(
  deps: ImportDeps,
  input: { accountId: string; fileName: string; text: string; size?: number },
): Promise<ImportResult> {
  const fileName = input.fileName.trim().slice(0, FILE_NAME_MAX);
  const size = input.size ?? Buffer.byteLength(input.text);
  const fileProblem = checkCsvFile({ name: fileName, size });
  if (fileProblem) return fileProblem;
  // Postgres text cannot hold NUL; such bytes carry no contact data.
  const text = input.text.includes('\0') ? input.text.replaceAll('\0', '') : input.text;
  const parsed = parseContactsCsv(text);
  if (!parsed.ok) return parsed;

  const started = performance.now();
  const defaults = await loadAccountDefaults(deps.db, input.accountId);
  const row = await withPgClient(deps.db, async (client) => {
    try {
      await client.query('begin');
      const inserted = await client.query<{ id: string; created_at: Date }>(
        `insert into contact_lists (account_id, name, description, file_name, contact_count)
         values ($1, $2, $3, $4, $5) returning id, created_at`,
        [
          input.accountId,
          defaults.listName,
          defaults.listDescription,
          fileName,
          parsed.contacts.length,
        ],
      );
      const list = inserted.rows[0]!;
      await copyContacts(client, { id: list.id, accountId: input.accountId }, parsed.contacts);
      await client.query('commit');
      return list;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    }
  });

  deps.logger.info(
    {
      listId: row.id,
      contacts: parsed.contacts.length,
      ms: Math.round(performance.now() - started),
    },
    'contacts imported',
  );
  const list: ListSummary = {
    id: row.id,
    name: defaults.listName,
    description: defaults.listDescription,
    fileName,
    createdAt: row.created_at.toISOString(),
    contactCount: parsed.contacts.length,
    state: 'idle',
    nextRunAt: null,
    counts: { 'Not Called': parsed.contacts.length },
    usesDefaultSettings: true,
  };
  await publishEvents(deps, input.accountId, [{ type: 'list.changed', listId: list.id }]);
  return { ok: true, list };
}
