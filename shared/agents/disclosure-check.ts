/**
 * The disclosure a real call must make (FCC 24-17, 47 CFR 64.1200(b), (d)(4)), checked on the
 * agent's first message, which the agent speaks word for word: the business is named by its
 * registered name at the start, an opt-out is offered right after (within about 2 seconds), and a
 * recorded call says so; the prompt gives {callback_number}. The call's purpose and the agent's name
 * cannot be checked by pattern and are left to the writer. Product guard rails, not legal advice.
 */

/** An offer to stop calling, as scripts and voicemail messages say it. */
export const OPT_OUT =
  /rather not (get|receive) (these|our) calls|not to be called again|stop calling|do not call/i;

/** A notice that the call is recorded ("This call is recorded", "we record this call"). */
export const RECORDING_NOTICE =
  /\b(call|conversation)s? (is|are|may be|will be|is being|are being) recorded\b|\brecord(s|ing)? (this|the|our) (call|conversation)s?\b/i;

/** "At the start": the business is named within the first words of the first message. */
export const NAMED_WITHIN_WORDS = 25;
/** "Right after": at most this many words (about 2 seconds of speech) before the opt-out offer. */
export const OPT_OUT_WITHIN_WORDS = 6;

export const DISCLOSURE_MESSAGES = {
  noFirstMessage:
    'Real calls need a first message the agent says word for word: choose a custom welcome message that names your business and offers the opt-out.',
  businessNotNamed: `The first message must name your business by its registered name ({company_name}) within its first ${NAMED_WITHIN_WORDS} words`,
  optOutNotRightAfter:
    'Right after naming the business, the first message must offer to stop calling (for example "If you\'d rather not get these calls, just say so")',
  recordingNotAnnounced:
    'The first message must say the call is recorded (for example "This call is recorded")',
  callbackMissing: 'The script must give the callback number ({callback_number})',
} as const;
export type DisclosureProblemCode = keyof typeof DISCLOSURE_MESSAGES;

/** Where the editor shows a problem. */
export type DisclosureField = 'firstMessage' | 'customWelcome' | 'script';
export type DisclosureProblem = {
  code: DisclosureProblemCode;
  field: DisclosureField;
  message: string;
};

export type DisclosureInput = {
  /** What the agent says first, word for word; null when it improvises or waits for the callee. */
  firstMessage: string | null;
  /** The agent's prompt (script). */
  prompt: string;
  /** The account's registered business name, also accepted written out instead of {company_name}. */
  businessName: string | null;
  /** Whether the call is recorded (Retell records every call). */
  recorded: boolean;
};

const problem = (code: DisclosureProblemCode, field: DisclosureField): DisclosureProblem => ({
  code,
  field,
  message: DISCLOSURE_MESSAGES[code],
});

/** Retell's {{variable}} written as ours ({variable}). */
const ourVariables = (text: string) => text.replace(/\{\{(\w+)\}\}/g, '{$1}');
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

/** Every naming of the business in the text: {company_name} or the registered name written out. */
function namings(text: string, businessName: string | null): { start: number; end: number }[] {
  const lower = text.toLowerCase();
  const found: { start: number; end: number }[] = [];
  for (const name of ['{company_name}', businessName?.trim().toLowerCase() ?? '']) {
    if (!name) continue;
    for (let at = lower.indexOf(name); at >= 0; at = lower.indexOf(name, at + 1)) {
      found.push({ start: at, end: at + name.length });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The opening's problems: the naming at the start, the opt-out right after it, the recording. */
function openingProblems(opening: string, input: DisclosureInput): DisclosureProblem[] {
  const problems: DisclosureProblem[] = [];
  const named = namings(opening, input.businessName);
  const first = named[0];
  if (!first || wordCount(opening.slice(0, first.start)) >= NAMED_WITHIN_WORDS) {
    problems.push(problem('businessNotNamed', 'customWelcome'));
  }
  const offer = OPT_OUT.exec(opening);
  // Unnamed: the naming is the problem to fix first; an offer anywhere will do until then.
  const lastNaming = named.filter((n) => offer && n.end <= offer.index).at(-1);
  const far =
    offer &&
    first &&
    (!lastNaming || wordCount(opening.slice(lastNaming.end, offer.index)) > OPT_OUT_WITHIN_WORDS);
  if (!offer || far) problems.push(problem('optOutNotRightAfter', 'customWelcome'));
  if (input.recorded && !RECORDING_NOTICE.test(opening)) {
    problems.push(problem('recordingNotAnnounced', 'customWelcome'));
  }
  return problems;
}

/** What the first message and prompt miss, in the order above; empty when they disclose it all. */
export function disclosureProblems(input: DisclosureInput): DisclosureProblem[] {
  const opening = ourVariables(input.firstMessage ?? '').trim();
  const problems = opening
    ? openingProblems(opening, input)
    : [problem('noFirstMessage', 'firstMessage')];
  if (!ourVariables(input.prompt).includes('{callback_number}')) {
    problems.push(problem('callbackMissing', 'script'));
  }
  return problems;
}

/** The problems as one sentence list (start refusal, dispatch reason, editor warning). */
export function disclosureSummary(problems: readonly DisclosureProblem[]): string {
  return problems.map((p) => (/[.!?]$/.test(p.message) ? p.message : `${p.message}.`)).join(' ');
}
