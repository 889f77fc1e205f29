import { type Kysely, sql } from 'kysely';

/**
 * Radar hail swaths (issue #52): NOAA MRMS MESH, public data shared by every account. mesh_cells
 * keeps, per storm day (the convective day, 12Z to 12Z), each cell of the MRMS CONUS grid
 * (row * 7000 + col, row 0 northernmost) whose largest MESH reached the import's floor, in mm.
 * mesh_imports records each file read: where from, its time, its product numbers and what came of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mesh_imports (
      id uuid primary key default gen_random_uuid(),
      source text not null,
      file_time timestamptz,
      storm_day date,
      product text,
      floor_mm real not null,
      cells_kept integer not null default 0,
      status text not null check (status in ('running', 'done', 'failed')),
      error text,
      started_by uuid references users(id) on delete set null,
      started_at timestamptz not null default now(),
      finished_at timestamptz
    )`.execute(db);
  await sql`create index mesh_imports_file_time on mesh_imports (file_time) where status = 'done'`.execute(
    db,
  );
  await sql`
    create table mesh_cells (
      storm_day date not null,
      cell_index integer not null check (cell_index >= 0),
      size_mm real not null check (size_mm >= 0),
      primary key (storm_day, cell_index)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table mesh_cells`.execute(db);
  await sql`drop table mesh_imports`.execute(db);
}
