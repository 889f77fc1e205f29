import type { CallOutcome } from '../../shared/dialer/contact-status';

/** A claimed call, handed to the provider once its row is committed. */
export type CallToDial = {
  id: string;
  /** Null (with contactId) for a test call placed from an agent card. */
  listId: string | null;
  accountId: string;
  contactId: number | null;
  phoneNumber: string;
  firstName: string;
  voiceAgentId: string | null;
  startedAt: Date;
};

/** A call still in progress long after its result should have arrived. */
export type StaleCall = {
  id: string;
  accountId: string;
  startedAt: Date;
  providerCallId: string | null;
};

/**
 * What became of a stale call, in the provider's own words; `unknown` is never turned into an
 * outcome. `not-placed`: the provider never dialled it (no attempt is counted).
 */
export type CallResolution =
  | { state: 'ended'; outcome: CallOutcome }
  | { state: 'not-placed'; reason: string }
  | { state: 'in-progress' }
  | { state: 'unknown' };

/**
 * The seam between the dialer and whoever places calls. The dialer claims and records; the
 * provider dials and reports each outcome back through the one outcome path (a `call-outcomes`
 * job). Composition roots choose the implementation (server/voice/voice-providers.ts); nothing
 * outside a provider's own folder knows which one is in use.
 */
export interface VoiceProvider {
  /** Stored on every call row it places (calls.provider). */
  readonly name: string;
  /**
   * Places the calls. Calls handed over together may end together, so their outcomes can be
   * recorded in one job. Must be safe to repeat for the same calls.
   */
  dial(calls: readonly CallToDial[]): Promise<void>;
  /** Asked by the sweeper about a call whose outcome never arrived. */
  resolveStale(call: StaleCall): Promise<CallResolution>;
  /**
   * Where the provider keeps a call's recording, asked of the provider itself with the account's
   * key (a stored webhook field is never trusted as an address to fetch); null: none.
   */
  recordingUrl(call: { accountId: string; providerCallId: string }): Promise<string | null>;
}
