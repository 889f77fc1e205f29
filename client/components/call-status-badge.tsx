import type { CallLogStatus } from '../../shared/calls/call-log-format';
import { type StatusTone, statusTone } from '../../shared/calls/call-status-palette';
import { Badge } from './ui/badge';

/** Tailwind classes of the palette's tones (the table itself is shared/calls/call-status-palette.ts). */
const TONE_CLASSES: Record<StatusTone, string> = {
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  orange: 'bg-orange-100 text-orange-800',
  purple: 'bg-purple-100 text-purple-800',
  blue: 'bg-blue-100 text-blue-800',
  grey: 'bg-gray-100 text-gray-800',
};

export function CallStatusBadge({ status }: { status: CallLogStatus }) {
  const tone = statusTone(status);
  return (
    <Badge
      variant="outline"
      data-tone={tone}
      className={`border-transparent ${TONE_CLASSES[tone]}`}
    >
      {status}
    </Badge>
  );
}
