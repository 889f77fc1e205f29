import { PhoneIncoming } from 'lucide-react';
import { CALL_DIRECTION_LABELS } from '../../shared/calls/call-direction';
import { Badge } from './ui/badge';

/** Marks a callback: the homeowner called one of the account's numbers. */
export function InboundCallBadge() {
  return (
    <Badge variant="secondary" data-inbound-badge title="The homeowner called back">
      <PhoneIncoming aria-hidden />
      {CALL_DIRECTION_LABELS.inbound}
    </Badge>
  );
}
