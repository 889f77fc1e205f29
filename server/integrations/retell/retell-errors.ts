import { STATUS_CODES } from 'node:http';
import { APIConnectionError, APIError } from 'retell-sdk';
import { RETELL_MESSAGES, type RetellFailureKind } from '../../../shared/agents/retell-messages';
import { DomainError } from '../../errors';

/** A Retell call that failed, worded as the spec's error catalogue says. */
export class RetellError extends DomainError {
  constructor(
    readonly kind: RetellFailureKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

const MAX_BODY_CHARS = 300;

function bodyText(error: unknown): string {
  if (error && typeof error === 'object' && 'error_message' in error) {
    return String((error as { error_message: unknown }).error_message).slice(0, MAX_BODY_CHARS);
  }
  if (error === undefined || error === null) return '';
  const text = typeof error === 'string' ? error : JSON.stringify(error);
  return text.slice(0, MAX_BODY_CHARS);
}

/**
 * Maps anything the SDK throws onto the catalogue: 401 and 403 texts, 'HTTP {status}:
 * {statusText}. {body}' for other statuses (404 too, unless the caller treats a 404 on a list as
 * 'All API endpoints failed'), the network text for connection errors and timeouts.
 */
export function toRetellError(error: unknown, options: { listing?: boolean } = {}): RetellError {
  if (error instanceof RetellError) return error;
  if (error instanceof APIConnectionError)
    return new RetellError('network', RETELL_MESSAGES.network);
  if (error instanceof APIError && typeof error.status === 'number') {
    const status = error.status;
    if (status === 401) return new RetellError('auth', RETELL_MESSAGES.invalidKey, status);
    if (status === 403) return new RetellError('forbidden', RETELL_MESSAGES.accessDenied, status);
    if (status === 404 && options.listing) {
      return new RetellError('endpoints', RETELL_MESSAGES.allEndpointsFailed, status);
    }
    const statusText = STATUS_CODES[status] ?? 'Error';
    return new RetellError(
      'status',
      RETELL_MESSAGES.httpStatus(status, statusText, bodyText(error.error)),
      status,
    );
  }
  if (error instanceof APIError) return new RetellError('network', RETELL_MESSAGES.network);
  return new RetellError('shape', RETELL_MESSAGES.unexpectedFormat);
}

/** Runs one Retell call and rethrows its failure as a RetellError. */
export async function callRetell<T>(
  run: () => Promise<T>,
  options: { listing?: boolean } = {},
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toRetellError(error, options);
  }
}
