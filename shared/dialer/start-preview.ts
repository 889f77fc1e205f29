import { type RealCallNeed, realCallRefusal } from './real-call-readiness';

/**
 * What the start dialog shows before a campaign starts: how many contacts of the list can be
 * called now and, per reason, how many cannot (counted at read time: they change with the clock).
 */
export type StartPreview = {
  total: number;
  callableNow: number;
  /** Non-zero reasons, in the order of the policy's reasons. */
  reasons: { code: string; count: number }[];
  /** The earliest opening of a window some contact waits for, as "tomorrow 8:00 AM CT". */
  nextWindow: string | null;
  /** On a list that dials only contacts with recorded consent: how many have it. */
  consent: { recorded: number } | null;
  /** The agent that will call (the list's, else the default; null: none chosen), and for real calls what is missing. */
  voice: {
    agent: string | null;
    realCalls: boolean;
    missing: RealCallNeed[];
    /** The agents' disclosure refusal ("Real calls cannot start: …"); null when they pass. */
    disclosure: string | null;
  };
};

/**
 * How each reason reads after its count ("40 outside calling hours (next window 8:00 AM CT)"); every
 * code the policy's reasons have is here (a unit test holds them together).
 */
export const REASON_PHRASES: Readonly<Record<string, string>> = {
  'outside-calling-hours': 'outside calling hours',
  'retry-delay': 'after a retry delay',
  'state-call-cap': 'held by a state rule',
  'number-call-cap': "held by the number's cap on calls per 24 hours",
  'no-time-zone': 'with no time zone',
  'do-not-call': 'on the do-not-call list',
  'no-consent': 'without recorded consent',
  'on-registry': 'on a do-not-call registry',
  'no-fresh-registry-copy':
    'held for want of a registry copy within 31 days (import the National Registry’s area-code files)',
  'invalid-number': 'with an invalid number',
  none: 'with no call left to make',
};

export function reasonPhrase(code: string, count: number, nextWindow: string | null): string {
  const phrase = `${count.toLocaleString('en-US')} ${REASON_PHRASES[code] ?? 'held back by a rule'}`;
  return code === 'outside-calling-hours' && nextWindow
    ? `${phrase} (next window ${nextWindow})`
    : phrase;
}

/** "Start calling: 180 of 250 can be called now — 40 outside calling hours (next window 8:00 AM CT), 30 after a retry delay." */
export function startPreviewSentence(preview: StartPreview): string {
  const head = `Start calling: ${preview.callableNow.toLocaleString('en-US')} of ${preview.total.toLocaleString('en-US')} can be called now`;
  if (preview.reasons.length === 0) return `${head}.`;
  const parts = preview.reasons.map((r) => reasonPhrase(r.code, r.count, preview.nextWindow));
  return `${head} — ${parts.join(', ')}.`;
}

/** "0 of 250 contacts have recorded consent". */
export function consentSentence(preview: StartPreview): string | null {
  if (!preview.consent) return null;
  const { recorded } = preview.consent;
  return `${recorded.toLocaleString('en-US')} of ${preview.total.toLocaleString('en-US')} contacts have recorded consent`;
}

/** Who makes the calls: "Ava makes the calls.", simulated said as such, a real call's refusal. */
export function voiceSentence({ agent, realCalls, missing }: StartPreview['voice']): string {
  if (realCalls) return missing.length > 0 ? realCallRefusal(missing) : `${agent} makes the calls.`;
  return agent
    ? `Simulated calls by ${agent}: nobody is dialled.`
    : 'Simulated calls with no voice agent: nobody is dialled. Choose an agent in Campaign Settings → General.';
}

/** The disclosure refusal: real calls do not start; simulated calls start and are warned. */
export function disclosureSentence({
  realCalls,
  disclosure,
}: StartPreview['voice']): string | null {
  if (!disclosure) return null;
  return realCalls ? disclosure : `${disclosure} Simulated calls start anyway.`;
}
