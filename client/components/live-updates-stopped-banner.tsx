import { RefreshCw } from 'lucide-react';
import { useLiveUpdatesStopped } from '../lib/account-events';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';
import { Button } from './ui/button';

export const LIVE_UPDATES_STOPPED = {
  title: 'Live updates stopped in this tab',
  description:
    'New calls and outcomes no longer arrive here, because too many tabs are open or this session ended. Reload the page to resume.',
};

/** On every dashboard page once the server has ended this tab's live stream for good. */
export function LiveUpdatesStoppedBanner() {
  if (!useLiveUpdatesStopped()) return null;
  return (
    <Alert role="status" className="mb-4 border-amber-500/50" data-testid="live-updates-stopped">
      <RefreshCw aria-hidden />
      <AlertTitle>{LIVE_UPDATES_STOPPED.title}</AlertTitle>
      <AlertDescription>
        <span>{LIVE_UPDATES_STOPPED.description}</span>
        <Button size="sm" variant="outline" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </AlertDescription>
    </Alert>
  );
}
