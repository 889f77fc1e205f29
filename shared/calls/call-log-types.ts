import type { CallOutcome, ContactStatus } from '../dialer/contact-status';
import type { CallDirection } from './call-direction';

/** One row of the call log as the API sends it. */
export type CallLogRow = {
  id: string;
  startedAt: string;
  firstName: string | null;
  phoneNumber: string | null;
  agentName: string | null;
  /** The provider's duration, or for simulated calls the time from start to end. */
  durationMs: number | null;
  outcome: CallOutcome | null;
  /** Placed by the simulated provider: nobody was really called. */
  simulated: boolean;
  /** 'inbound': the homeowner called back (no attempt). */
  direction: CallDirection;
};

export type CallLogPage = { rows: CallLogRow[]; nextCursor: string | null };

export type CallDetails = CallLogRow & {
  /** The campaign contact called (null for a test call) and its status now. */
  contactId: number | null;
  contactStatus: ContactStatus | null;
  listName: string | null;
  attempt: number;
  provider: string;
  state: string;
  connectedAt: string | null;
  endedAt: string | null;
  disconnectionReason: string | null;
  /** The hand-off to a sales rep: who, and bridged or not (`transferText`); null: none. */
  transfer: string | null;
  costCents: number | null;
  latencyP50Ms: number | null;
  transcript: string | null;
  summary: string | null;
  sentiment: string | null;
  callSuccessful: boolean | null;
  hasRecording: boolean;
  /** The post-call analysis fields the provider filled in (roofing fields first). */
  callFields: { name: string; label: string; value: string }[];
  /** Why this call was allowed, as stored when it was placed (never edited). */
  allowedBecause: CallAllowedFacts;
};

/** The policy facts kept on a placed call ("why this call was allowed"), as the pre-dial check wrote them. */
export type CallAllowedFacts = {
  consent: string | null;
  doNotCallCheckedAt: string | null;
  /** Each candidate zone of the contact with its local time at dial. */
  localTimes: string | null;
  /** The state rules applied, or "federal hours only". */
  stateRules: string | null;
  /** "call N of at most M to this number in 24 hours (all lists)". */
  numberCap: string | null;
};

export type CallAnalytics = {
  totalCalls: number;
  /** Seconds; null when no call has a duration. */
  averageDuration: number | null;
  /** Milliseconds (end-to-end p50); null when no call reported latency. */
  averageLatency: number | null;
  /**
   * Percent 0-100 of the real calls in scope the provider judged successful or that ended by a
   * hangup (spec 7.7); null with none (simulated calls carry no judgement).
   */
  successRate: number | null;
  /** Dollars. */
  totalCost: number;
  /** Calls per day of the viewer's calendar, outcomes apart. */
  perDay: { day: string; outcome: CallOutcome; calls: number }[];
  /** Whether the figures count simulated calls, and whether the account has real ones. */
  simulated: { included: boolean; realCallsExist: boolean };
};
