import type { AppDeps } from '../../deps';
import { publishEvents } from '../../events/publish-events';

/** Open calendar tabs of the account refetch. */
export function publishAppointmentsChanged(
  deps: Pick<AppDeps, 'events' | 'logger'>,
  accountId: string,
) {
  return publishEvents(deps, accountId, [{ type: 'appointments.changed' }]);
}
