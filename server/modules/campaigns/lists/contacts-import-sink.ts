import type pg from 'pg';
import { type CsvColumns, resolveCsvColumns, rowToContact } from '../../../../shared/csv';
import type { CleanContact } from '../../../../shared/phone/clean-contact-numbers';
import { type CountryCode, toE164 } from '../../../../shared/phone/normalize-phone';
import { ImportFailure } from '../../../imports/import-failure';
import type { ImportSink } from '../../../imports/streaming-import';
import { copyContactBatch } from '../model/contact-inserts';
import { type ContactZoneRow, contactZoneRow, zipAndStateOf } from '../model/contact-zone-rows';

export type ContactsSink = ImportSink & {
  /** Contacts written so far (valid and invalid numbers; duplicates are set aside at the end). */
  readonly written: number;
  readonly invalid: number;
};

/** The columns of a contact-list file's header row, or its catalogued refusal. */
export function contactColumnsOf(header: string[]): CsvColumns {
  const resolved = resolveCsvColumns(header);
  if (!resolved.ok) throw new ImportFailure(resolved.code, resolved.message);
  return resolved.columns;
}

/**
 * Contact-list rows into `contacts` by COPY, batch by batch on the import's client: each number
 * in E.164 by the account's region (an invalid one kept as Invalid Number), with its zones.
 */
export function contactsImportSink(
  client: pg.ClientBase,
  input: {
    list: { id: string; accountId: string };
    region: CountryCode;
    /** The state assumed for a contact with no other zone (the account's schedule), or null. */
    defaultState: string | null;
  },
): ContactsSink {
  let columns: CsvColumns | null = null;
  let written = 0;
  let invalid = 0;
  return {
    headerMayBeData: false,
    start(header) {
      columns = contactColumnsOf(header);
      return false;
    },
    async write(rows) {
      const contacts: CleanContact[] = [];
      const zones: (ContactZoneRow | undefined)[] = [];
      for (const row of rows) {
        const contact = rowToContact(row, columns!);
        const e164 = toE164(contact.phoneNumber, input.region);
        contacts.push({ ...contact, rowNumber: ++written, e164 });
        if (e164 === null) {
          invalid++;
          zones.push(undefined);
          continue;
        }
        const zone = await contactZoneRow({
          phoneNumber: e164,
          ...zipAndStateOf(contact.extra),
          defaultState: input.defaultState,
        });
        zones.push(zone);
      }
      await copyContactBatch(client, input.list, contacts, zones);
    },
    get written() {
      return written;
    },
    get invalid() {
      return invalid;
    },
  };
}
