import type { ColumnType } from 'kysely';
import type { AcculynxMethod, StormProvider } from '../../../shared/storm/storm-providers';

// Tables of the Storm Data feature: encrypted connections to AccuLynx, HailTrace and HailRecon.

export interface StormConnectionsTable {
  account_id: string;
  provider: StormProvider;
  method: AcculynxMethod;
  username: string | null;
  key_id: string;
  ciphertext: string;
  verified: boolean;
  connected_by: string | null;
  connected_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface StormTables {
  storm_connections: StormConnectionsTable;
}
