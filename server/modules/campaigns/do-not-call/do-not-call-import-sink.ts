import type { Transaction } from 'kysely';
import { normalizeCsvHeader } from '../../../../shared/csv';
import { DNC_PHONE_ALIASES } from '../../../../shared/csv/parse-do-not-call-csv';
import type { DoNotCallFileResult } from '../../../../shared/dialer/do-not-call-inputs';
import { type CountryCode, toE164 } from '../../../../shared/phone/normalize-phone';
import type { Database } from '../../../db/types';
import type { ImportSink } from '../../../imports/streaming-import';
import { addNumbersLocked } from './do-not-call.service';

const INVALID_EXAMPLES = 10;

export type DoNotCallSink = ImportSink & {
  result(): DoNotCallFileResult;
  /** Lists whose contacts became Do Not Call (their tabs refetch). */
  readonly touchedLists: ReadonlySet<string>;
  readonly numbers: number;
};

/**
 * A do-not-call file's numbers onto the account's list, batch by batch in the import's one
 * transaction: the column headed like a phone number, or in a file without such a header (a
 * plain list of numbers) the first column of every row, as the browser's reader did.
 */
export function doNotCallImportSink(
  trx: Transaction<Database>,
  input: { accountId: string; region: CountryCode; addedBy: string | null },
): DoNotCallSink {
  let column = 0;
  let numbers = 0;
  const result: DoNotCallFileResult = {
    added: 0,
    alreadyListed: 0,
    invalid: 0,
    invalidExamples: [],
  };
  const touchedLists = new Set<string>();
  return {
    headerMayBeData: true,
    start(header) {
      const index = header.findIndex((cell) => DNC_PHONE_ALIASES.has(normalizeCsvHeader(cell)));
      column = Math.max(index, 0);
      return index === -1;
    },
    async write(rows) {
      const valid = new Set<string>();
      for (const row of rows) {
        const raw = (row[column] ?? '').trim();
        if (raw === '') continue;
        numbers++;
        const e164 = toE164(raw, input.region);
        if (e164) valid.add(e164);
        else if (++result.invalid <= INVALID_EXAMPLES) result.invalidExamples.push(raw);
      }
      const done = await addNumbersLocked(trx, input.accountId, [...valid], 'import', {
        ...(input.addedBy ? { addedBy: input.addedBy } : {}),
      });
      result.added += done.added.length;
      result.alreadyListed += valid.size - done.added.length;
      for (const list of done.lists) touchedLists.add(list.id);
    },
    result: () => ({ ...result, invalidExamples: [...result.invalidExamples] }),
    touchedLists,
    get numbers() {
      return numbers;
    },
  };
}
