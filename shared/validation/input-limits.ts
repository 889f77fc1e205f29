/** Bounds every API input obeys; the client's forms and the server's schemas read the same numbers. */
export const INPUT_LIMITS = {
  email: 254,
  emailLocalPart: 64,
  name: 100,
  description: 2000,
  search: 200,
  token: 200,
  eventId: 64,
  password: 72,
} as const;

/** tRPC: the server's `maxBatchSize` and the client batch link's `maxItems`. */
export const TRPC_MAX_BATCH_SIZE = 10;
/** Largest JSON body `/trpc` reads; routes that need more (uploads, webhooks) set their own cap. */
export const TRPC_MAX_BODY_BYTES = 1024 * 1024;

export const INPUT_MESSAGES = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  controlCharacters: 'Contains characters that are not allowed',
  emailTooLong: 'Email address is too long',
  requestTooLarge: 'Request is too large',
  tooManyCalls: `At most ${TRPC_MAX_BATCH_SIZE} requests may be sent together`,
  unsupportedContentType: 'Requests must be sent as JSON',
  invalidJson: 'The request is not valid JSON',
  unexpectedError: 'Something went wrong. Please try again.',
  malformedUrl: 'The address is not valid: a % must be followed by two hexadecimal digits',
  invalidRequest: 'The request is not valid',
} as const;
