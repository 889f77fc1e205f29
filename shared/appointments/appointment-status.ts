/** Statuses we keep; Cal.com's `accepted` / `ACCEPTED` is stored as 'confirmed'. */
export const APPOINTMENT_STATUSES = ['confirmed', 'pending', 'cancelled', 'rejected'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const APPOINTMENT_SOURCES = ['app', 'calcom'] as const;
export type AppointmentSource = (typeof APPOINTMENT_SOURCES)[number];

const FROM_CALCOM: Record<string, AppointmentStatus> = {
  accepted: 'confirmed',
  pending: 'pending',
  cancelled: 'cancelled',
  rejected: 'rejected',
};

/**
 * A Cal.com booking status in either spelling (v2 API objects are lowercase, webhook payloads
 * uppercase) as ours; an unknown value counts as pending (shown amber, never green).
 */
export function statusFromCalcom(status: string | null | undefined): AppointmentStatus {
  return FROM_CALCOM[(status ?? '').toLowerCase()] ?? 'pending';
}

/** The spec's badge rule: 'confirmed' green, any other status amber. */
export function statusTone(status: string): 'success' | 'warning' {
  return status === 'confirmed' ? 'success' : 'warning';
}
