import type { CallLogStatus } from './call-log-format';

export type StatusTone = 'green' | 'red' | 'orange' | 'purple' | 'blue' | 'grey';

/**
 * The spec's badge palette (section 4: completed green, missed red, cancelled orange, scheduled
 * blue, in-progress purple, anything else grey) applied to our call statuses, in one table:
 *
 * | our status        | spec status it plays | colour |
 * |-------------------|----------------------|--------|
 * | Completed         | completed            | green  |
 * | Dial No Answer    | missed               | red    |
 * | Reached Voicemail | cancelled            | orange |
 * | Answered          | scheduled            | blue   |
 * | In Progress       | in-progress          | purple |
 * | anything else     | (other)              | grey   |
 */
const TONES: Partial<Record<CallLogStatus, StatusTone>> = {
  Completed: 'green',
  'Dial No Answer': 'red',
  'Reached Voicemail': 'orange',
  Answered: 'blue',
  'In Progress': 'purple',
};

export function statusTone(status: CallLogStatus): StatusTone {
  return TONES[status] ?? 'grey';
}
