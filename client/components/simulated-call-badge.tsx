import { SIMULATED_CALL_BADGE } from '../../shared/dialer/voice-mode';
import { Badge } from './ui/badge';

/** Marks a call nobody really received (placed by the simulated provider). */
export function SimulatedCallBadge() {
  return (
    <Badge variant="warning" data-simulated-badge title="Nobody was really called">
      {SIMULATED_CALL_BADGE}
    </Badge>
  );
}
