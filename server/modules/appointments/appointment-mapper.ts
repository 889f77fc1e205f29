import type { AppointmentView } from '../../../shared/appointments/appointment-schema';
import type {
  AppointmentSource,
  AppointmentStatus,
} from '../../../shared/appointments/appointment-status';

type Row = {
  id: string;
  source: AppointmentSource;
  title: string;
  description: string;
  start_time: Date;
  end_time: Date;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  status: AppointmentStatus;
  location: string | null;
  agent_id: string | null;
  contact_id: number | null;
  call_id: string | null;
};

export function toAppointmentView(row: Row): AppointmentView {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startTime: new Date(row.start_time).toISOString(),
    endTime: new Date(row.end_time).toISOString(),
    clientName: row.client_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    status: row.status,
    location: row.location,
    agentId: row.agent_id,
    source: row.source,
    contactId: row.contact_id === null ? null : String(row.contact_id),
    callId: row.call_id,
  };
}
