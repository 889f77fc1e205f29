import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type NewContact = { phoneNumber: string; firstName: string; extra: Record<string, string> };

const CHUNK_CHARS = 256 * 1024;
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format (NUL must already be gone: Postgres text cannot hold it). */
function copyText(value: string): string {
  return value.replace(SPECIAL, (c) => ESCAPES[c]!);
}

function* copyRows(list: { id: string; accountId: string }, contacts: readonly NewContact[]) {
  const prefix = `${list.id}\t${list.accountId}\t`;
  let chunk = '';
  for (let i = 0; i < contacts.length; i++) {
    const contact = contacts[i]!;
    chunk += `${prefix}${i + 1}\t${copyText(contact.phoneNumber)}\t${copyText(contact.firstName)}\t${copyText(JSON.stringify(contact.extra))}\n`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Streams the contacts into the table with COPY FROM STDIN on the given client, inside whatever
 * transaction that client has open. Row numbers follow the file order, from 1.
 */
export async function copyContacts(
  client: pg.ClientBase,
  list: { id: string; accountId: string },
  contacts: readonly NewContact[],
): Promise<void> {
  const sink = client.query(
    copyFrom(
      'copy contacts (list_id, account_id, row_number, phone_number, first_name, extra) from stdin',
    ),
  );
  await pipeline(Readable.from(copyRows(list, contacts)), sink);
}
