/**
 * How a campaign that ended with contacts nobody may call says why, naming its biggest blocking
 * reason ("Nothing left to call: 6 need recorded consent"). Every code the policy's reasons have is
 * here (a unit test holds them together); [one, many].
 */
export const NOTHING_LEFT_PHRASES: Readonly<Record<string, readonly [string, string]>> = {
  'outside-calling-hours': [
    'has no calling hours open in the next two weeks',
    'have no calling hours open in the next two weeks',
  ],
  'retry-delay': ['waits for a retry delay', 'wait for a retry delay'],
  'state-call-cap': ['is held by a state rule', 'are held by a state rule'],
  'number-call-cap': [
    "is held by the number's cap on calls per 24 hours",
    "are held by the number's cap on calls per 24 hours",
  ],
  'no-time-zone': [
    'has no time zone (add a ZIP or state column)',
    'have no time zone (add a ZIP or state column)',
  ],
  'do-not-call': ['is on the do-not-call list', 'are on the do-not-call list'],
  'no-consent': ['needs recorded consent', 'need recorded consent'],
  'on-registry': ['is on a do-not-call registry', 'are on a do-not-call registry'],
  'no-fresh-registry-copy': [
    'waits for a registry copy within 31 days',
    'wait for a registry copy within 31 days',
  ],
  'invalid-number': ['has an invalid number', 'have an invalid number'],
};

export function nothingLeftSentence(code: string, count: number): string {
  const [one, many] = NOTHING_LEFT_PHRASES[code] ?? [
    'is held back by a rule',
    'are held back by a rule',
  ];
  return `Nothing left to call: ${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
