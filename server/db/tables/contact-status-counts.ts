import type { ColumnType } from 'kysely';

/**
 * Dialled contacts per list and status, written only by the triggers of migration 0024 (one row
 * per list, status and writing backend; a list's count is the sum of its rows).
 */
export interface ContactStatusCountsTable {
  list_id: string;
  status: string;
  shard: number;
  n: ColumnType<string, number, number>;
}

export interface StatusCountsTables {
  contact_status_counts: ContactStatusCountsTable;
}
