import { SIMULATED_CALLS_LABEL, SIMULATED_CALLS_NOTE } from '../../shared/dialer/voice-mode';
import { trpc } from '../lib/trpc';
import { Alert, AlertDescription, AlertTitle } from './ui/alert';

/** On dialer screens while the deployment simulates calls, so nobody mistakes the results. */
export function SimulatedCallsNotice() {
  const mode = trpc.dialer.mode.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  if (mode.data?.voiceMode !== 'simulated') return null;
  return (
    <Alert role="status" className="border-amber-500/50">
      <AlertTitle>{SIMULATED_CALLS_LABEL}</AlertTitle>
      <AlertDescription>{SIMULATED_CALLS_NOTE}</AlertDescription>
    </Alert>
  );
}
