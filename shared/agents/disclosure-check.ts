/**
 * What every script must say (47 CFR 64.1200(b) and (d)(4)): the opening names the agent and the
 * business ({agent_name}, {company_name}), the person is offered to opt out, and the callback
 * number ({callback_number}) is given. The call's purpose is for the writer to state; it cannot be
 * checked by pattern. Product guard rails, not legal advice (docs/compliance.md).
 */
export const DISCLOSURE_PARTS = {
  agentName: "the agent's name ({agent_name}) in the opening",
  companyName: 'the business name ({company_name}) in the opening',
  optOut:
    'an offer to stop calling (for example "if you\'d rather not get these calls, just say so")',
  callbackNumber: 'the callback number ({callback_number})',
} as const;
export type DisclosurePart = keyof typeof DISCLOSURE_PARTS;

/** An offer to stop calling, as scripts and voicemail messages say it. */
export const OPT_OUT =
  /rather not (get|receive) (these|our) calls|not to be called again|stop calling|do not call/i;

export type ScriptToCheck = {
  script: string;
  /** The spoken opening when the agent speaks first; empty when it waits for the callee. */
  welcome: string;
};

/** The parts a script misses, in the order above; empty when it discloses everything. */
export function disclosureGaps({ script, welcome }: ScriptToCheck): DisclosurePart[] {
  const opening = welcome.trim() ? welcome : script;
  const gaps: DisclosurePart[] = [];
  if (!opening.includes('{agent_name}')) gaps.push('agentName');
  if (!opening.includes('{company_name}')) gaps.push('companyName');
  if (!OPT_OUT.test(`${welcome}\n${script}`)) gaps.push('optOut');
  if (!`${welcome}\n${script}`.includes('{callback_number}')) gaps.push('callbackNumber');
  return gaps;
}

/** The editor's warning for a custom script that misses a part; null when none is missed. */
export function disclosureWarning(gaps: readonly DisclosurePart[]): string | null {
  if (gaps.length === 0) return null;
  return `This script does not include ${gaps.map((gap) => DISCLOSURE_PARTS[gap]).join('; ')}. Calls must say who is calling, offer to stop calling and give a number to call back.`;
}
