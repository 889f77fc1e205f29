import { addMonths, format, startOfMonth } from 'date-fns';
import { useMemo } from 'react';
import type { AppointmentView } from '../../../shared/appointments/appointment-schema';
import { useAccountEvents } from '../../lib/account-events';
import { trpc } from '../../lib/trpc';

/** The local date of an appointment's start, as the calendar keys days. */
export const dayKey = (value: Date | string) => format(new Date(value), 'yyyy-MM-dd');

/**
 * The appointments starting in a month (the viewer's zone), grouped by local day, refetched when
 * the account's appointments change (made here, in another tab, or synced from Cal.com).
 */
export function useMonthAppointments(month: Date) {
  const range = useMemo(() => {
    const from = startOfMonth(month);
    return { from: from.toISOString(), to: addMonths(from, 1).toISOString() };
  }, [month]);
  const utils = trpc.useUtils();
  const query = trpc.appointments.list.useQuery(range);
  useAccountEvents((event) => {
    if (event.type === 'appointments.changed') void utils.appointments.list.invalidate();
  });
  const byDay = useMemo(() => {
    const map = new Map<string, AppointmentView[]>();
    for (const appointment of query.data ?? []) {
      const key = dayKey(appointment.startTime);
      map.set(key, [...(map.get(key) ?? []), appointment]);
    }
    return map;
  }, [query.data]);
  return { query, byDay, marked: useMemo(() => new Set(byDay.keys()), [byDay]) };
}
