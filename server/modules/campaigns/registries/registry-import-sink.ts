import { sql, type Transaction } from 'kysely';
import type { RejectedRow } from '../../../db/tables/registries';
import type { Database } from '../../../db/types';
import type { ImportSink } from '../../../imports/streaming-import';
import { parseRegistryRow, type RegistryCopyKind, rowHoldsNumber } from './registry-file';

const REJECTED_EXAMPLES = 20;

export type RegistryCopyTarget = {
  accountId: string;
  registry: string;
  copyId: string;
  kind: RegistryCopyKind;
  /** null: the whole list. */
  areaCodes: readonly string[] | null;
};

export type RegistrySink = ImportSink & {
  readonly added: number;
  readonly deleted: number;
  readonly rejected: number;
  readonly rejectedExamples: readonly RejectedRow[];
};

/**
 * A registry file's rows onto the account's copy, batch by batch inside the import's one
 * transaction: adds upsert (the number now belongs to this copy), a change list's deletes remove
 * the number from the account's registry. Bad rows are counted with their reasons.
 */
export function registryImportSink(
  trx: Transaction<Database>,
  target: RegistryCopyTarget,
): RegistrySink {
  const areaCodes = target.areaCodes ? new Set(target.areaCodes) : null;
  let row = 0;
  const counts = { added: 0, deleted: 0, rejected: 0 };
  const rejectedExamples: RejectedRow[] = [];
  return {
    headerMayBeData: true,
    start: (header) => rowHoldsNumber(header),
    async write(rows) {
      const adds = new Set<string>();
      const deletes = new Set<string>();
      for (const cells of rows) {
        row++;
        const parsed = parseRegistryRow(cells, target.kind, areaCodes);
        if (!parsed.ok) {
          if (++counts.rejected <= REJECTED_EXAMPLES)
            rejectedExamples.push({ row, reason: parsed.reason });
          continue;
        }
        const [into, other] = parsed.action === 'add' ? [adds, deletes] : [deletes, adds];
        other.delete(parsed.phoneNumber);
        into.add(parsed.phoneNumber);
      }
      counts.added += await addNumbers(trx, target, [...adds]);
      counts.deleted += await deleteNumbers(trx, target, [...deletes]);
    },
    get added() {
      return counts.added;
    },
    get deleted() {
      return counts.deleted;
    },
    get rejected() {
      return counts.rejected;
    },
    rejectedExamples,
  };
}

async function addNumbers(
  trx: Transaction<Database>,
  target: RegistryCopyTarget,
  numbers: string[],
) {
  if (numbers.length === 0) return 0;
  const { numAffectedRows } = await sql`
    insert into registry_numbers (account_id, registry, phone_number, copy_id)
    select ${target.accountId}::uuid, ${target.registry}, n, ${target.copyId}::uuid
    from unnest(${numbers}::text[]) n
    on conflict (account_id, registry, phone_number) do update set copy_id = excluded.copy_id`.execute(
    trx,
  );
  return Number(numAffectedRows ?? 0);
}

async function deleteNumbers(
  trx: Transaction<Database>,
  target: RegistryCopyTarget,
  numbers: string[],
) {
  if (numbers.length === 0) return 0;
  const result = await trx
    .deleteFrom('registry_numbers')
    .where('account_id', '=', target.accountId)
    .where('registry', '=', target.registry)
    .where('phone_number', 'in', numbers)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
