import { describe, expect, it } from 'vitest';
import {
  contactLogRequest,
  contactSearchRequest,
  createJobRequest,
  parseContactSearch,
} from '../../../server/integrations/acculynx/acculynx-contacts-seam';
import { acculynxNextAttemptAt } from '../../../server/modules/acculynx-writeback/acculynx-retry';
import { contactLogText } from '../../../server/modules/acculynx-writeback/acculynx-writeback-attempt';

describe('AccuLynx seam (assumed shapes)', () => {
  it('reads search items with an id, skipping the rest, at most one page', () => {
    const items = [
      { id: 'a1', firstName: 'Dana', lastName: 'Rivera', phoneNumber: '+12145550123' },
      { id: 42, companyName: 'Okafor Roofing', emailAddress: 'o@example.com' },
      { firstName: 'No id' },
      'junk',
      ...Array.from({ length: 20 }, (_, i) => ({ id: `x${i}` })),
    ];
    const matches = parseContactSearch({ items });
    expect(matches.slice(0, 2)).toEqual([
      { id: 'a1', name: 'Dana Rivera', detail: '+12145550123' },
      { id: '42', name: 'Okafor Roofing', detail: 'o@example.com' },
    ]);
    expect(matches.length).toBeLessThanOrEqual(10);
    expect(parseContactSearch(null)).toEqual([]);
    expect(parseContactSearch({ items: 'nope' })).toEqual([]);
  });

  it('builds the requests: Createjob with only contactId, the log path with the id escaped', () => {
    expect(createJobRequest('c-1')).toEqual({
      path: '/jobs/Createjob',
      body: { contactId: 'c-1' },
    });
    expect(contactLogRequest('a/b', 'hi').path).toBe('/contacts/a%2Fb/logs/');
    expect(contactSearchRequest('dana').body).toMatchObject({ searchTerm: 'dana' });
  });

  it("the contact log carries the call's summary", () => {
    const body = JSON.stringify({
      created_at: '2026-11-26T10:00:00.000Z',
      data: { summary: '  Hail on the north slope.  ' },
    });
    expect(contactLogText(body)).toBe(
      'StormDialer AI call summary (2026-11-26T10:00:00.000Z): Hail on the north slope.',
    );
  });
});

describe('write-back retry schedule', () => {
  const created = new Date('2026-11-26T00:00:00Z');
  const at = (ms: number) => new Date(created.getTime() + ms);

  it("waits AccuLynx's Retry-After when sent, else 30 s doubling", () => {
    expect(acculynxNextAttemptAt(created, 1, at(1000), '7')).toEqual(at(8000));
    expect(acculynxNextAttemptAt(created, 1, at(0), null)).toEqual(at(30_000));
    expect(acculynxNextAttemptAt(created, 3, at(0), null)).toEqual(at(120_000));
    expect(acculynxNextAttemptAt(created, 2, at(0), 'soon')).toEqual(at(60_000));
  });

  it('never tries past 24 hours after the event', () => {
    const day = 24 * 3_600_000;
    expect(acculynxNextAttemptAt(created, 1, at(day - 1000), '60')).toEqual(at(day));
    expect(acculynxNextAttemptAt(created, 1, at(day), '1')).toBeNull();
  });
});
