// Tables of the hand-off to a person (migration 0096): sales reps and the rota cursor.

import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A person hot leads are transferred to, on duty inside their hours in their own zone. */
export interface SalesRepsTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  /** E.164. */
  phone_number: string;
  /** IANA zone the working hours are read in. */
  time_zone: string;
  /** Local weekdays worked, 0 = Sunday. */
  work_days: number[];
  /** Local minutes of the day: on duty from start (inclusive) to end (exclusive). */
  work_start_minute: number;
  work_end_minute: number;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
}

/** The rep the account's rota picked last (null: none yet, or that rep was removed). */
export interface SalesRepRotaTable {
  account_id: string;
  last_rep_id: string | null;
  updated_at: UpdatedAt;
}

export interface SalesRepTables {
  sales_reps: SalesRepsTable;
  sales_rep_rota: SalesRepRotaTable;
}
