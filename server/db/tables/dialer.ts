// Tables of the contacts/dialer feature (uploads, contacts, calls, campaign settings).
// biome-ignore lint/complexity/noBannedTypes: filled by the dialer migration
export type DialerTables = {};
