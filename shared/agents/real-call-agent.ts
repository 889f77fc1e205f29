import type { AgentDraft } from './agent-schema';
import { type DisclosureProblem, disclosureProblems, disclosureSummary } from './disclosure-check';

/**
 * Where an agent's first message comes from: 'product' when the product wrote the agent to Retell
 * (its welcome message), else what an import found there: a Retell LLM's `begin_message`, none
 * (`begin_message: null`, the LLM improvises), a custom LLM or a conversation flow (not readable).
 */
export const FIRST_MESSAGE_SOURCES = [
  'product',
  'retell-llm',
  'improvised',
  'custom-llm',
  'conversation-flow',
] as const;
export type FirstMessageSource = (typeof FIRST_MESSAGE_SOURCES)[number];

/** Every call through Retell is recorded (its recording is played in Call Logs). */
export const REAL_CALLS_RECORDED = true;

const SAVE_HERE =
  'Open it under Voice Agents, choose a custom welcome message that names your business and offers the opt-out, and save it: the product then writes it to Retell with the opt-out function.';

/** Why an imported agent cannot place real calls, and how to fix it. */
export const IMPORTED_AGENT_REFUSALS: Record<Exclude<FirstMessageSource, 'product'>, string> = {
  improvised: `This agent was imported from Retell without a first message (begin_message is null, so Retell improvises it). ${SAVE_HERE}`,
  'custom-llm': `This agent answers with a custom LLM on Retell, so its first message cannot be read. ${SAVE_HERE}`,
  'conversation-flow': `This agent runs a Retell conversation flow, so its first message cannot be read. ${SAVE_HERE}`,
  'retell-llm': `This agent was imported from Retell and lacks the product's opt-out function. ${SAVE_HERE}`,
};

/** A product agent Retell does not hold as checked (never written, or written before #46). */
export const NOT_WRITTEN_WITH_OPT_OUT =
  "This agent is not on Retell with the product's opt-out function yet: save it under Voice Agents (with your Retell key in Settings) so the product writes it there.";

/** Which first-message source an imported Retell agent has (reference 1.7, 1.8). */
export function importedFirstMessageSource(
  engineType: string,
  beginMessage: string | null | undefined,
): Exclude<FirstMessageSource, 'product'> {
  if (engineType === 'custom-llm') return 'custom-llm';
  if (engineType === 'conversation-flow') return 'conversation-flow';
  if (engineType !== 'retell-llm') return 'custom-llm';
  return beginMessage === null || beginMessage === undefined ? 'improvised' : 'retell-llm';
}

/** The disclosure check of an agent as the editor holds it. */
export function draftDisclosureProblems(
  draft: Pick<AgentDraft, 'script' | 'llmSettings'>,
  businessName: string | null,
): DisclosureProblem[] {
  const custom = draft.llmSettings.firstMessage === 'custom';
  return disclosureProblems({
    firstMessage: custom ? draft.llmSettings.customWelcome : null,
    prompt: draft.script,
    businessName,
    recorded: REAL_CALLS_RECORDED,
  });
}

/** The problems as the editor's field errors, keyed by the draft's dotted paths. */
export function disclosureFieldErrors(problems: readonly DisclosureProblem[]) {
  const out: Record<string, string[]> = {};
  for (const p of problems) {
    const key = p.field === 'script' ? 'script' : `llmSettings.${p.field}`;
    out[key] = [...(out[key] ?? []), p.message];
  }
  return out;
}

/** Why an agent cannot place real calls, as one text; null when it can. */
export function realCallAgentRefusal(agent: {
  name: string;
  source: FirstMessageSource;
  draft: Pick<AgentDraft, 'script' | 'llmSettings'>;
  businessName: string | null;
  /** The Retell version the product last wrote (null: not written since the opt-out function). */
  retellVersion: number | null;
}): string | null {
  if (agent.source !== 'product') return `${agent.name}: ${IMPORTED_AGENT_REFUSALS[agent.source]}`;
  const problems = draftDisclosureProblems(agent.draft, agent.businessName);
  if (problems.length) return `${agent.name}: ${disclosureSummary(problems)}`;
  return agent.retellVersion === null ? `${agent.name}: ${NOT_WRITTEN_WITH_OPT_OUT}` : null;
}
