import type { ColumnType, Generated } from 'kysely';
import type {
  AppointmentSource,
  AppointmentStatus,
} from '../../../shared/appointments/appointment-status';
import type { CreatedAt, Timestamp } from './core';

// Tables of the appointments feature.

type DefaultedTime = ColumnType<Date, Date | string | undefined, Date | string>;

export interface AppointmentsTable {
  id: Generated<string>;
  account_id: string;
  source: AppointmentSource;
  /** The Cal.com booking uid (unique per account); null for appointments made in the app. */
  calcom_uid: string | null;
  title: string;
  description: Generated<string>;
  start_time: Timestamp;
  end_time: Timestamp;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  status: AppointmentStatus;
  location: string | null;
  agent_id: string | null;
  contact_id: number | null;
  call_id: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: DefaultedTime;
}

export interface AppointmentsTables {
  appointments: AppointmentsTable;
}
