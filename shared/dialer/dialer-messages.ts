import { countOf } from '../format/plural';
/** Texts the dialer shows, verbatim from the spec where the spec has them. */
export const DIALER_MESSAGES = {
  answered: 'Contact answered the call and has been removed from auto-dialer',
  willRetry: 'Call will be retried later',
  limitReached: 'Attempt limit reached: no more calls to this contact',
  allCompleted: 'All calls completed',
  settingsSaved: 'Call settings saved successfully',
  uploaded: (count: number) => `Successfully uploaded ${countOf(count, 'contact')}`,
  /** A list ready to dial while every campaign slot of the account is busy. */
  queued: (ahead: number) =>
    ahead === 0 ? 'Queued — next to start' : `Queued — ${countOf(ahead, 'list')} ahead`,
  listNotFound: 'Contact list not found',
  alreadyDialing: 'This list is already dialing.',
  notDialing: 'This list is not dialing.',
  notPaused: 'This list is not paused.',
  /** A list started with simulated calls, after a restart that places real calls (issue #33). */
  modeChangedToReal: 'Calling mode changed to real calls — review the list and resume',
} as const;
