// Tables of the accounts/auth feature (refresh tokens, one-time tokens, invitations).
// biome-ignore lint/complexity/noBannedTypes: filled by the auth migration
export type AuthTables = {};
