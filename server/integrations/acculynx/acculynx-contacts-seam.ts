import { z } from 'zod';
import type { AcculynxContactMatch } from '../../../shared/acculynx/acculynx-writeback';

/*
 * THE ONE PLACE where AccuLynx request/response shapes that the reference does NOT document live.
 *
 * Confirmed (shared/reference/open-questions.md): `POST /api/v2/jobs/Createjob` needs only
 * `contactId`; `POST /api/v2/contacts/{id}/logs/` writes a contact log; a contacts search exists.
 *
 * UNCONFIRMED (our assumption, to be checked against AccuLynx before real use):
 * - the contacts search's path, method and body (`POST /contacts/search` with `searchTerm`,
 *   `pageSize`, `pageStartIndex`) and its answer (`{ items: [{ id, firstName, lastName,
 *   companyName?, emailAddress?, phoneNumber? }] }`);
 * - the contact log's body (`{ message }`).
 * When AccuLynx's real shapes are known, only this file (and tests/fakes/acculynx-fake.ts) change.
 */

export const SEARCH_PAGE_SIZE = 10;

/** UNCONFIRMED: the contacts search request. */
export function contactSearchRequest(term: string): { path: string; body: unknown } {
  return {
    path: '/contacts/search',
    body: { searchTerm: term, pageSize: SEARCH_PAGE_SIZE, pageStartIndex: 0 },
  };
}

const text = z.string().max(500).optional().catch(undefined);
const SearchItem = z.object({
  id: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
  firstName: text,
  lastName: text,
  companyName: text,
  emailAddress: text,
  phoneNumber: text,
});

/** UNCONFIRMED: reads the contacts search's answer; an item without an id is skipped. */
export function parseContactSearch(body: unknown): AcculynxContactMatch[] {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return [];
  return items.slice(0, SEARCH_PAGE_SIZE).flatMap((item) => {
    const parsed = SearchItem.safeParse(item);
    if (!parsed.success) return [];
    const c = parsed.data;
    const name = [c.firstName, c.lastName].filter(Boolean).join(' ') || c.companyName || c.id;
    const detail = [c.phoneNumber, c.emailAddress].filter(Boolean).join(' · ');
    return [{ id: c.id, name, detail: detail || null }];
  });
}

/** Confirmed path; UNCONFIRMED body: a call's summary as a contact log. */
export function contactLogRequest(acculynxContactId: string, message: string) {
  return {
    path: `/contacts/${encodeURIComponent(acculynxContactId)}/logs/`,
    body: { message },
  };
}

/** Confirmed: Createjob needs only the contact id. */
export function createJobRequest(acculynxContactId: string) {
  return { path: '/jobs/Createjob', body: { contactId: acculynxContactId } };
}
