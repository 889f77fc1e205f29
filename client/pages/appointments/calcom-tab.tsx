import { APPOINTMENT_MESSAGES } from '../../../shared/appointments/appointment-schema';
import { CalcomDialog } from '../../components/calcom-dialog';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';

/** The spec's embed height for the public booking page. */
const EMBED_HEIGHT_PX = 600;

/** The Cal.com tab: the connected user's public booking page, or a prompt to connect. */
export function CalcomTab({ connected }: { connected: boolean }) {
  const sync = trpc.appointments.calcomSync.useQuery(undefined, { enabled: connected });
  if (!connected || !sync.data) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-muted-foreground">{APPOINTMENT_MESSAGES.embedPrompt}</p>
        <CalcomDialog trigger={<Button>{APPOINTMENT_MESSAGES.connectAccount}</Button>} />
      </div>
    );
  }
  return (
    <iframe
      title="Cal.com booking page"
      src={sync.data.embedUrl}
      className="w-full rounded-lg border"
      style={{ height: EMBED_HEIGHT_PX }}
    />
  );
}
