import type { AgentDraft } from '../../../shared/agents/agent-schema';
import { disclosureSummary } from '../../../shared/agents/disclosure-check';
import {
  disclosureFieldErrors,
  draftDisclosureProblems,
} from '../../../shared/agents/real-call-agent';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';

/** The save refusal's lead: what the field errors below it are about. */
export const SAVE_REFUSAL = 'This agent cannot place real calls:';

/**
 * Where calls are real, an agent is saved only with the disclosure (field errors, exact messages);
 * with simulated calls the editor shows the same messages as a warning and the save goes through.
 */
export async function assertDisclosure(
  deps: Pick<AppDeps, 'db' | 'voice'>,
  accountId: string,
  draft: AgentDraft,
): Promise<void> {
  if (!deps.voice.realCalls) return;
  const account = await deps.db
    .selectFrom('accounts')
    .select('business_name')
    .where('id', '=', accountId)
    .executeTakeFirst();
  const problems = draftDisclosureProblems(draft, account?.business_name ?? null);
  if (problems.length === 0) return;
  throw new BadInputError(
    `${SAVE_REFUSAL} ${disclosureSummary(problems)}`,
    disclosureFieldErrors(problems),
  );
}
