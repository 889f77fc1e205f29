import { type CsvParseFailure, checkCsvFile, parseContactsCsv } from '../../../shared/csv';
import type { ListSummary } from '../../../shared/dialer/list-summary';
import type { AppDeps } from '../../deps';
import { loadAccountDefaults } from '../campaign-settings/campaign-settings.repository';
import { publishEvents } from '../dialer/dialer-events';
import { listSummaries } from './contact-lists.repository';
import { insertContacts } from './contacts.repository';

export type ImportResult = { ok: true; list: ListSummary } | CsvParseFailure;

const FILE_NAME_MAX = 255;

/**
 * Validates a contact-list CSV with the shared rules and stores the list and all its contacts in
 * one transaction (nothing is stored when any part fails). The list gets the account's default
 * list name and description and remembers the original file name.
 */
export async function importContactsCsv(
  deps: Pick<AppDeps, 'db' | 'events' | 'logger'>,
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

  const defaults = await loadAccountDefaults(deps.db, input.accountId);
  const listId = await deps.db.transaction().execute(async (trx) => {
    const list = await trx
      .insertInto('contact_lists')
      .values({
        account_id: input.accountId,
        name: defaults.listName,
        description: defaults.listDescription,
        file_name: fileName,
        contact_count: parsed.contacts.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertContacts(trx, { id: list.id, accountId: input.accountId }, parsed.contacts);
    return list.id;
  });
  const [list] = await listSummaries(deps.db, input.accountId, listId);
  await publishEvents(deps, input.accountId, [{ type: 'list.changed', listId }]);
  return { ok: true, list: list! };
}
