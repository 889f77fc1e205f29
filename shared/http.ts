/**
 * Header the dashboard sends with state-changing requests that are not JSON (the CSV upload);
 * another origin cannot send it without a CORS preflight, which this app never grants.
 */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';
export const REQUESTED_WITH_VALUE = 'StormDialer';
