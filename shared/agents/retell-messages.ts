/** The spec's error catalogue for the voice provider (section 8), word for word. */
export const RETELL_MESSAGES = {
  invalidKey: 'Invalid API key. Please check your Retell AI API key and try again.',
  accessDenied: 'Access denied. Please verify your Retell account permissions.',
  httpStatus: (status: number, statusText: string, body: string) =>
    `HTTP ${status}: ${statusText}. ${body}`,
  network: 'Network error. Please check your internet connection.',
  allEndpointsFailed: 'All API endpoints failed',
  unexpectedFormat: 'Unexpected response format from Retell AI API',
  keyNotConfigured: 'Retell API key not configured. Please add your API key in Settings.',
} as const;

/** Which kind of failure a Retell call ended in; decides the hint shown with the toast. */
export type RetellFailureKind = 'auth' | 'forbidden' | 'status' | 'network' | 'endpoints' | 'shape';

/** The spec's fetch-failure hints, one per kind; 'Please check your API key...' by default. */
export const RETELL_HINTS: Record<RetellFailureKind | 'default', string> = {
  auth: 'Verify your API key in the Retell AI dashboard.',
  forbidden: 'Verify your API key in the Retell AI dashboard.',
  endpoints: 'The API endpoints may have changed.',
  network: 'Check your internet connection.',
  status: 'The Retell AI API may be having issues.',
  shape: 'The Retell AI API may be having issues.',
  default: 'Please check your API key and try again.',
};
