/** How a transfer to a sales rep ended, as Call Logs says it (asserted verbatim in tests). */
const OUTCOME_TEXT = {
  bridged: 'bridged (the rep answered)',
  cancelled: 'not bridged (transfer cancelled)',
  transferred: 'transferred (bridging not reported)',
} as const;

export type TransferFacts = {
  repName: string | null;
  destination: string | null;
  outcome: keyof typeof OUTCOME_TEXT | null;
};

/**
 * "Transferred to Dana Reyes (+12145550100): bridged (the rep answered)"; a rep taken at dial who
 * was never transferred to: "Rep on duty: Dana Reyes (no transfer)". Null: no rep, no transfer.
 */
export function transferText(facts: TransferFacts): string | null {
  const who = facts.repName ?? 'a person';
  if (!facts.outcome) return facts.repName ? `Rep on duty: ${facts.repName} (no transfer)` : null;
  const number = facts.destination ? ` (${facts.destination})` : '';
  return `Transferred to ${who}${number}: ${OUTCOME_TEXT[facts.outcome]}`;
}
