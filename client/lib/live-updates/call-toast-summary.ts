import { DIALER_MESSAGES } from '../../../shared/dialer/dialer-messages';
import type { AccountEvent } from '../../../shared/events';

export type CallEndedEvent = Extract<AccountEvent, { type: 'call.ended' }>;

export type CallToast = { tone: 'success' | 'info'; title: string; description?: string };

type Category = 'answered' | 'retry' | 'limit' | 'completed' | 'notRetried';

const CATEGORY_LABELS: Record<Category, string> = {
  answered: 'answered',
  retry: 'will be retried later',
  limit: 'reached the attempt limit',
  completed: 'completed',
  notRetried: 'not retried',
};

function categorise(event: CallEndedEvent): Category {
  if (event.outcome === 'Answered') return 'answered';
  if (event.outlook === 'retry') return 'retry';
  if (event.outlook === 'limit-reached') return 'limit';
  return event.outcome === 'Completed' ? 'completed' : 'notRetried';
}

function single(event: CallEndedEvent): CallToast {
  switch (categorise(event)) {
    case 'answered':
      return { tone: 'success', title: DIALER_MESSAGES.answered, description: event.firstName };
    case 'retry':
      return { tone: 'info', title: DIALER_MESSAGES.willRetry, description: event.outcome };
    case 'limit':
      return { tone: 'info', title: DIALER_MESSAGES.limitReached, description: event.outcome };
    default:
      return { tone: 'info', title: 'Call ended', description: event.outcome };
  }
}

/**
 * One toast for a burst of ended calls: the spec's message for a single call, otherwise a count
 * with a breakdown, e.g. '3 calls ended' / '1 answered · 2 will be retried later'.
 */
export function summariseCallEnds(events: readonly CallEndedEvent[]): CallToast | null {
  if (events.length === 0) return null;
  if (events.length === 1) return single(events[0]!);
  const counts = new Map<Category, number>();
  for (const event of events) {
    const category = categorise(event);
    counts.set(category, (counts.get(category) ?? 0) + 1);
  }
  const parts = (Object.keys(CATEGORY_LABELS) as Category[])
    .filter((category) => counts.has(category))
    .map((category) => `${counts.get(category)} ${CATEGORY_LABELS[category]}`);
  return {
    tone: counts.has('answered') ? 'success' : 'info',
    title: `${events.length} calls ended`,
    description: parts.join(' · '),
  };
}
