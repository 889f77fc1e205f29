import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

export type NewContact = { phoneNumber: string; firstName: string; extra: Record<string, string> };

const CHUNK_BYTES = 256 * 1024;
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format (NUL must already be gone: Postgres text cannot hold it). */
function copyText(value: string): string {
  return value.replace(SPECIAL, (c) => ESCAPES[c]!);
}

/** The contacts as COPY text-format rows, numbered in file order from 1. */
export function contactsCopyPayload(
  list: { id: string; accountId: string },
  contacts: readonly NewContact[],
): string {
  const prefix = `${list.id}\t${list.accountId}\t`;
  const lines = new Array<string>(contacts.length + 1);
  for (let i = 0; i < contacts.length; i++) {
    const contact = contacts[i]!;
    lines[i] =
      `${prefix}${i + 1}\t${copyText(contact.phoneNumber)}\t${copyText(contact.firstName)}\t${copyText(JSON.stringify(contact.extra))}`;
  }
  lines[contacts.length] = '';
  return lines.join('\n');
}

function* chunks(payload: Uint8Array) {
  for (let at = 0; at < payload.byteLength; at += CHUNK_BYTES) {
    yield payload.subarray(at, at + CHUNK_BYTES);
  }
}

/**
 * Streams a prepared COPY payload into the contacts table on the given client, inside whatever
 * transaction that client has open.
 */
export async function copyContacts(client: pg.ClientBase, payload: Uint8Array): Promise<void> {
  const sink = client.query(
    copyFrom(
      'copy contacts (list_id, account_id, row_number, phone_number, first_name, extra) from stdin',
    ),
  );
  await pipeline(Readable.from(chunks(payload)), sink);
}
