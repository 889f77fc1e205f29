import type { AccountEvent } from '../../../shared/events';
import type { ContactPage } from '../dialer-types';

export type ContactUpdatedEvent = Extract<AccountEvent, { type: 'contact.updated' }>;

/**
 * The page with the event's contact updated in place; the same object when the contact is not
 * on this page (so react-query sees no change and nothing re-renders).
 */
export function patchContactPage(
  page: ContactPage | undefined,
  event: ContactUpdatedEvent,
): ContactPage | undefined {
  if (!page) return page;
  const index = page.rows.findIndex((row) => row.id === event.contactId);
  if (index === -1) return page;
  const row = page.rows[index]!;
  if (
    row.status === event.status &&
    row.attempts === event.attempts &&
    row.lastAttemptAt === event.lastAttemptAt
  ) {
    return page;
  }
  const rows = page.rows.slice();
  rows[index] = {
    ...row,
    status: event.status,
    attempts: event.attempts,
    lastAttemptAt: event.lastAttemptAt,
  };
  return { ...page, rows };
}
