/** Small typed domain errors thrown by services; server/trpc.ts maps them to tRPC codes. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadInputError extends DomainError {}
export class UnauthenticatedError extends DomainError {}
export class ForbiddenError extends DomainError {}
export class NotFoundError extends DomainError {}
export class ConflictError extends DomainError {}
export class RateLimitedError extends DomainError {}
export class TooLargeError extends DomainError {}
export class UnavailableError extends DomainError {}
/** An outside service answered badly (a recording host, a clip host). */
export class BadGatewayError extends DomainError {}
