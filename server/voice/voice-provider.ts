import type { CallOutcome } from '../../shared/dialer/contact-status';
import type { RealCallNeed } from '../../shared/dialer/real-call-readiness';

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

/** A call the provider refused before dialling (no attempt is counted). */
export type NotPlacedReport = {
  callId: string;
  /** What the provider said, kept on the call row. */
  reason: string;
  /** Set when the campaign cannot go on until the user acts (key, payment, agent): its reason. */
  pauseWith: string | null;
  /** When the contact may be dialled again (a back-off for rate limits). */
  retryAt: Date;
  /** When the campaign's next round runs (default retryAt): now to show a list waiting for its window. */
  roundAt?: Date;
};

/** Why the last check before dialling refused a call, and when its contact may be dialled again. */
export type PreDialRefusal = Pick<NotPlacedReport, 'reason' | 'retryAt' | 'roundAt'> &
  Partial<Pick<NotPlacedReport, 'pauseWith'>>;

/** What a dispatch found checking the call's agent, decided with the rest of the last check. */
export type AgentCheck = {
  /** Why the agent may not place the call (its disclosure), or null. */
  refused: string | null;
  /** The agent's Retell version checked and pinned on the call (null: none known). */
  agentVersion: number | null;
  /** sha256 of the disclosure checked (null: no agent row). */
  disclosureHash: string | null;
};

/** A campaign's voice as a provider needs it to place a call: who speaks, from which number. */
export type CampaignVoiceFacts = {
  accountName: string;
  /** The Business name calls disclose ({company_name}); null until set in Settings. */
  businessName: string | null;
  /** The number a called person can call back ({callback_number}); null: the caller number. */
  callbackNumber: string | null;
  /** The account's Retell key: none, stored but never checked, accepted, or refused. */
  keyStatus: 'missing' | 'unchecked' | 'valid' | 'rejected';
  agentId: string | null;
  agentName: string | null;
  retellAgentId: string | null;
  callerNumber: string | null;
  callerNumberActive: boolean;
  /** Call variables the campaign adds (a storm-targeted list's {storm_date}, {hail_size}, {storm_city}). */
  callVariables?: Record<string, string>;
};

/**
 * What a call does when it reaches voicemail, decided for its contact right before dialling:
 * the agent's own setting ('agent'), hang up, or leave this message ({variables} unfilled).
 */
export type VoicemailChoice =
  | { kind: 'agent' }
  | { kind: 'hangup' }
  | { kind: 'message'; message: string };

/** Which provider places calls, whether a campaign with these facts can use it, and why not. */
export type VoiceReadiness = { provider: string; usable: boolean; missing: RealCallNeed[] };

/**
 * What a provider asks of the campaigns, handed in by the composition root (a provider knows no
 * campaign): the voice a call's campaign dials with, and where an ended, hung-up or refused call
 * is recorded.
 */
export type CampaignPort = {
  voiceOf(accountId: string, listId: string | null): Promise<CampaignVoiceFacts | null>;
  /** The one outcome path: the call ended with this outcome. */
  outcome(callId: string, outcome: CallOutcome): Promise<unknown>;
  /** Many calls' outcomes through the same path, in one transaction. */
  outcomes(reports: readonly { callId: string; outcome: CallOutcome }[]): Promise<unknown>;
  /** The provider hung up; the outcome waits for the analysis, the slot is free now. */
  slotFreed(callId: string): Promise<unknown>;
  notPlaced(reports: readonly NotPlacedReport[]): Promise<unknown>;
  /**
   * Asked right before the provider dials: the campaign calls among these that must not be
   * dialled, with why (do-not-call since the claim, no consent for the mode, calling hours closed
   * since the claim, the number's cap, the agent's check at dispatch) and when each contact may be
   * dialled again. One dial record per call says what was decided.
   */
  refusedBeforeDial(
    callIds: readonly string[],
    agentChecks?: ReadonlyMap<string, AgentCheck>,
  ): Promise<ReadonlyMap<string, PreDialRefusal>>;
  /**
   * Asked right before the provider dials a campaign call: hang up on voicemail or leave the
   * agent's message (the voicemail-message policy); remembered on the call.
   */
  voicemailOf(callId: string): Promise<VoicemailChoice>;
  /** The call's analysis says the person opted out: its number goes on the do-not-call list. */
  optedOut(callId: string): Promise<unknown>;
  /** The analysis of a call that had already ended arrived: its fields may move the contact on. */
  analysedAfterEnd(callId: string): Promise<unknown>;
};

/**
 * What the provider reports about the account's calls at once (Retell's get-concurrency); a
 * field it did not report is null.
 */
export type ProviderConcurrency = {
  limit: number | null;
  current: number | null;
  reservedInbound: number | null;
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
   * Whether its calls reach real people: the consent rule asks this (real calls always need
   * recorded consent), never the provider's name.
   */
  readonly realCalls: boolean;
  /**
   * The provider runs the last check again when it dispatches each call (and records that
   * decision); the round's check then records only the calls it refuses.
   */
  readonly checksAtDispatch?: boolean;
  /**
   * Places the calls. Calls handed over together may end together, so their outcomes can be
   * recorded in one job. Must be safe to repeat for the same calls.
   */
  dial(calls: readonly CallToDial[]): Promise<void>;
  /** Asked by the sweeper about a call whose outcome never arrived. */
  resolveStale(call: StaleCall): Promise<CallResolution>;
  /**
   * Whether a campaign with these facts (null: no such account) can dial through this provider,
   * and what it lacks: the start refusal, the dashboard checklist and a dispatch all ask this.
   */
  readiness(facts: CampaignVoiceFacts | null): VoiceReadiness;
  /**
   * Where the provider keeps a call's recording, asked of the provider itself with the account's
   * key (a stored webhook field is never trusted as an address to fetch); null: none.
   */
  recordingUrl(call: { accountId: string; providerCallId: string }): Promise<string | null>;
  /**
   * The account's concurrency as the provider reports it, asked with the account's key; null when
   * the provider reports none (simulated calls, no key). Throws when the provider cannot be reached.
   */
  concurrency(accountId: string): Promise<ProviderConcurrency | null>;
}
