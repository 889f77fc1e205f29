/** What lead intake says (asserted verbatim in tests). */
export const LEAD_INTAKE_MESSAGES = {
  tokenMissing: 'Send a lead intake token as "Authorization: Bearer <token>".',
  tokenInvalid: 'This lead intake token is not valid or has been revoked.',
  invalidBody: 'The lead is not valid: see the field errors.',
  phoneRequired: 'Enter the lead’s phone number',
  phoneInvalid: 'This is not a valid phone number',
  listNotFound: 'No such list in this account',
  idempotencyKeyReused:
    'This Idempotency-Key was already used with a different lead. Use a new key for a new lead.',
  idempotencyKeyInvalid: 'An Idempotency-Key is 1 to 200 visible characters.',
  rateLimited: (wait: string) => `Too many leads posted with this token. Try again in ${wait}.`,
  tooLarge: 'The lead is too large (at most 32 KB).',
  tokenNameRequired: 'Enter a name for the token',
  tokenNotFound: 'No such lead intake token',
  tooManyTokens: (max: number) => `An account can have at most ${max} active lead intake tokens.`,
  copyOnce: 'Copy this token now: it will not be shown again.',
} as const;

/** The list leads go to when a post names none (made on first use). */
export const DEFAULT_INTAKE_LIST_NAME = 'Inbound leads';
/** What the ledger records as the source of a consent claim posted with a token. */
export const assertedBy = (tokenName: string) => `asserted by ${tokenName}`;
