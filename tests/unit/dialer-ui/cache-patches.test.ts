import { describe, expect, it } from 'vitest';
import type { ContactPage, ListSummary } from '../../../client/lib/dialer-types';
import {
  type ContactUpdatedEvent,
  patchContactPage,
} from '../../../client/lib/live-updates/contact-rows-patch';
import { patchListSummaries } from '../../../client/lib/live-updates/list-summaries-patch';

const page: ContactPage = {
  total: 2,
  rows: [
    {
      id: 'c1',
      rowNumber: 1,
      phoneNumber: '555-1',
      firstName: 'Ann',
      status: 'Not Called',
      attempts: 0,
      lastAttemptAt: null,
      skipReason: null,
    },
    {
      id: 'c2',
      rowNumber: 2,
      phoneNumber: '555-2',
      firstName: 'Bob',
      status: 'Not Called',
      attempts: 0,
      lastAttemptAt: null,
      skipReason: null,
    },
  ],
};

const update = (
  contactId: string,
  patch: Partial<ContactUpdatedEvent> = {},
): ContactUpdatedEvent => ({
  type: 'contact.updated',
  listId: 'l1',
  contactId,
  status: 'Dial No Answer',
  attempts: 1,
  lastAttemptAt: '2026-01-01T10:00:00.000Z',
  ...patch,
});

describe('patchContactPage', () => {
  it('updates the matching row in place and leaves the others as they were', () => {
    const next = patchContactPage(page, update('c2'));
    expect(next?.rows[1]).toMatchObject({
      status: 'Dial No Answer',
      attempts: 1,
      firstName: 'Bob',
    });
    expect(next?.rows[0]).toBe(page.rows[0]);
    expect(page.rows[1]?.status).toBe('Not Called');
  });

  it('returns the same page when the contact is not on it or nothing changed', () => {
    expect(patchContactPage(page, update('c9'))).toBe(page);
    const same = update('c1', { status: 'Not Called', attempts: 0, lastAttemptAt: null });
    expect(patchContactPage(page, same)).toBe(page);
    expect(patchContactPage(undefined, update('c1'))).toBeUndefined();
  });
});

const list = (id: string): ListSummary => ({
  id,
  name: `List ${id}`,
  description: '',
  fileName: 'a.csv',
  createdAt: '2026-01-01T10:00:00.000Z',
  contactCount: 8,
  invalidCount: 0,
  duplicateCount: 0,
  state: 'idle',
  nextRunAt: null,
  pauseReason: null,
  waitReason: null,
  waitZone: null,
  queuedSince: null,
  counts: { 'Not Called': 8 },
  usesDefaultSettings: true,
});

describe('patchListSummaries', () => {
  const lists = [list('a'), list('b')];

  it('applies progress counts to the matching list', () => {
    const next = patchListSummaries(lists, {
      type: 'campaign.progress',
      listId: 'b',
      counts: { 'Not Called': 3, Answered: 5 },
      total: 8,
    });
    expect(next?.[1]?.counts).toEqual({ 'Not Called': 3, Answered: 5 });
    expect(next?.[0]).toBe(lists[0]);
  });

  it('applies a state change with its next run time', () => {
    const next = patchListSummaries(lists, {
      type: 'campaign.state',
      listId: 'a',
      state: 'waiting',
      nextRunAt: '2026-01-01T10:05:00.000Z',
    });
    expect(next?.[0]).toMatchObject({ state: 'waiting', nextRunAt: '2026-01-01T10:05:00.000Z' });
  });

  it('returns the same array for an unknown list', () => {
    const event = {
      type: 'campaign.state',
      listId: 'x',
      state: 'running',
      nextRunAt: null,
    } as const;
    expect(patchListSummaries(lists, event)).toBe(lists);
  });
});
