import type { CallOutcome } from '../dialer/contact-status';

/** The spec's texts for the call log (2.10, 3, 8). */
export const CALL_LOG_TEXTS = {
  title: 'Call Logs',
  subtitle: 'View and analyze your call history',
  export: 'Export Logs',
  tableTitle: 'Recent Calls',
  emptyTitle: 'No Call Logs Yet',
  emptyDescription: 'When your agents start making calls, logs will appear here',
  unknownContact: 'Unknown Contact',
  directCall: 'Direct Call',
  noDuration: 'N/A',
  exportToast: 'Export initiated',
  exportToastDescription: 'Your call logs are being exported.',
  viewDetails: 'View Details',
} as const;

export type CallLogStatus = 'In Progress' | CallOutcome;

/** What the Status column shows: the outcome once a call ended, 'In Progress' until then. */
export function callLogStatus(outcome: CallOutcome | null): CallLogStatus {
  return outcome ?? 'In Progress';
}

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * 'MMM d, yyyy h:mm a' (e.g. 'Nov 23, 2026 2:10 AM') in `timeZone`, by default the runtime's
 * (the browser's: the viewer's). The server passes the viewer's zone for an export.
 */
export function formatCallTime(value: Date | string, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = timeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone,
    });
    timeFormatters.set(key, formatter);
  }
  const part: Record<string, string> = {};
  for (const p of formatter.formatToParts(new Date(value))) part[p.type] = p.value;
  return `${part.month} ${part.day}, ${part.year} ${part.hour}:${part.minute} ${part.dayPeriod}`;
}

/** Whether the runtime knows `timeZone` (an IANA name such as 'America/Chicago'). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** m:ss with zero-padded seconds ('1:05'); 'N/A' when the call has no duration. */
export function formatCallDuration(durationMs: number | null): string {
  if (durationMs === null) return CALL_LOG_TEXTS.noDuration;
  const seconds = Math.round(durationMs / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The contact's first name; 'Unknown Contact' for a call without a contact (a test call) or a blank name. */
export function contactLabel(firstName: string | null): string {
  return firstName?.trim() || CALL_LOG_TEXTS.unknownContact;
}

/** The agent's name; 'Direct Call' when the call had no agent. */
export function agentLabel(agentName: string | null): string {
  return agentName ?? CALL_LOG_TEXTS.directCall;
}

/** Cents as dollars with two decimals ('$0.42'). */
export function formatCost(cents: number | null): string {
  return cents === null ? CALL_LOG_TEXTS.noDuration : `$${(cents / 100).toFixed(2)}`;
}
