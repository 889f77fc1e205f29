import type { ColumnType, Generated } from 'kysely';
import type { StormFacts } from '../../../shared/storm/storm-facts';
import type { AcculynxMethod, StormProvider } from '../../../shared/storm/storm-providers';

// Tables of the Storm Data feature: encrypted connections to AccuLynx, HailTrace and HailRecon.

export interface StormConnectionsTable {
  account_id: string;
  provider: StormProvider;
  method: AcculynxMethod;
  key_id: string;
  ciphertext: string;
  verified: boolean;
  connected_by: string | null;
  connected_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type HailSourceCode = 'ncei' | 'spc';
export type HailImportStatus = 'running' | 'done' | 'failed';
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface HailImportsTable {
  id: Generated<string>;
  source: HailSourceCode;
  file_name: string;
  status: HailImportStatus;
  bytes_total: ColumnType<string | null, number | null | undefined, number | null>;
  bytes_read: ColumnType<string, number | undefined, number>;
  rows_read: Defaulted<number>;
  imported: Defaulted<number>;
  skipped_no_position: Defaulted<number>;
  skipped_unreadable: Defaulted<number>;
  zone_guessed: Defaulted<number>;
  replaced_preliminary: Defaulted<number>;
  years: Defaulted<number[]>;
  error: string | null;
  started_by: string | null;
  started_at: Generated<Date>;
  finished_at: Date | null;
}

export interface HailEventsTable {
  id: Generated<string>;
  source: HailSourceCode;
  event_id: ColumnType<string | null, number | null | undefined, number | null>;
  episode_id: ColumnType<string | null, number | null | undefined, number | null>;
  spc_key: string | null;
  data_year: number;
  begins_at: Date;
  /** NCEI: the published date (local standard time); SPC: the convective day. Select it ::text. */
  local_date: string;
  /** NCEI rows' zone as 'CST-6'; null for SPC rows. */
  zone: string | null;
  zone_guessed: Defaulted<boolean>;
  size_in: ColumnType<string, number, number>;
  lat: number;
  lon: number;
  state: Defaulted<string>;
  place: Defaulted<string>;
  import_id: string | null;
}

/** One alert per account, storm day and 25-mile cluster of reports (NCEI and SPC together). */
export interface StormAlertsTable {
  id: Generated<string>;
  account_id: string;
  storm_key: string;
  /** The reports' local date; select it ::text. */
  storm_day: string;
  /** Where the storm's largest report lies. */
  lat: number;
  lon: number;
  storm: ColumnType<StormFacts, string, string>;
  contacts: number;
  message: string;
  emailed_to: string | null;
  created_at: Generated<Date>;
  dismissed_at: Date | null;
}

export type MeshImportStatus = 'running' | 'done' | 'failed';

/** One MRMS MESH file read (migration 0091): NOAA data shared by every account. */
export interface MeshImportsTable {
  id: Generated<string>;
  /** The URL fetched or the uploaded file's name. */
  source: string;
  file_time: Date | null;
  /** The convective day the file counts for; select it ::text. */
  storm_day: string | null;
  /** discipline/category/parameter as read, e.g. '209/3/34'. */
  product: string | null;
  floor_mm: number;
  cells_kept: Defaulted<number>;
  status: MeshImportStatus;
  error: string | null;
  started_by: string | null;
  started_at: Generated<Date>;
  finished_at: Date | null;
}

/** A cell of the MRMS CONUS grid whose MESH reached the floor on a storm day (size in mm). */
export interface MeshCellsTable {
  storm_day: string;
  cell_index: number;
  size_mm: number;
}

export interface StormTables {
  mesh_imports: MeshImportsTable;
  mesh_cells: MeshCellsTable;
  storm_alerts: StormAlertsTable;
  storm_connections: StormConnectionsTable;
  hail_imports: HailImportsTable;
  hail_events: HailEventsTable;
}
