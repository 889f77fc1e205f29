import {
  APPOINTMENT_MESSAGES,
  type CalcomSyncView,
} from '../../../shared/appointments/appointment-schema';
import type { AppDeps } from '../../deps';
import { calcomConnection } from '../calcom/calcom.repository';

/** How the account's bookings reach us, for the calendar page; null when not connected. */
export async function calcomSyncStatus(
  deps: Pick<AppDeps, 'db' | 'config'>,
  accountId: string,
): Promise<CalcomSyncView | null> {
  const connection = await calcomConnection(deps.db, accountId);
  if (!connection) return null;
  const minutes = Math.max(1, Math.round(deps.config.calcom.syncIntervalMs / 60_000));
  const note = connection.webhook_id
    ? null
    : connection.webhook_error
      ? APPOINTMENT_MESSAGES.webhookFailed(connection.webhook_error, minutes)
      : APPOINTMENT_MESSAGES.pollingOnly(minutes);
  return {
    mode: connection.webhook_id ? 'webhook' : 'polling',
    note,
    lastSyncedAt: connection.last_synced_at
      ? new Date(connection.last_synced_at).toISOString()
      : null,
    syncError: connection.sync_error,
    embedUrl: `${deps.config.calcom.embedUrl}/${encodeURIComponent(connection.username)}/embed`,
  };
}
