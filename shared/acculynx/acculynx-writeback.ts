/** One AccuLynx contact offered by the search (the search's shape is unconfirmed: see README). */
export type AcculynxContactMatch = { id: string; name: string; detail: string | null };

export const ACCULYNX_SEARCH_MAX = 100;
export const ACCULYNX_ID_MAX = 100;

export const ACCULYNX_LINK_MESSAGES = {
  notVerified: 'Connect AccuLynx with a verified API key on the Storm Data page first.',
  searchEmpty: 'Type a name, phone number or e-mail to search',
  searchTooLong: `A search can be at most ${ACCULYNX_SEARCH_MAX} characters`,
  idInvalid: 'Choose an AccuLynx contact from the search',
  noMatches: 'No AccuLynx contacts match this search.',
  linked: 'Linked to AccuLynx',
  unlinked: 'Unlinked from AccuLynx',
  notLinkedLog:
    'Not linked: this contact is not linked to an AccuLynx contact, so nothing was sent.',
  heldBack:
    "Held back to stay within AccuLynx's rate limit (no request made); tried again in a second.",
  keyMissing: 'AccuLynx is not connected with a verified key, so nothing was sent.',
  resendDelivered: 'Already written to AccuLynx: sending it again would write it twice.',
  resendUnderWay: 'This write-back is being sent now; wait for its result.',
  logIntro:
    "Each analysed call of a contact linked to AccuLynx is written as a contact log there, and an appointment booked on a call creates an AccuLynx job. Link contacts from a contact's details; nothing is linked automatically.",
  unconfirmed:
    "AccuLynx's contacts search and contact-log formats are not publicly documented; ours are assumed until checked with AccuLynx.",
} as const;

/** The contact's link as its details show it. */
export type AcculynxLinkView = {
  /** Whether the account's AccuLynx key is verified (linking is offered only then). */
  available: boolean;
  acculynxContactId: string | null;
};
