import type { StartPreview } from '../../../../shared/dialer/start-preview';
import type { AppDeps } from '../../../deps';
import { agentDisclosureRefusal } from '../disclosure/agent-disclosure-refusal';
import { campaignVoiceOf } from '../rounds/campaign-voice.repository';

/** Who will make the list's calls, and, for real calls, what the start would refuse over. */
export async function previewVoice(
  deps: Pick<AppDeps, 'db' | 'voice'>,
  accountId: string,
  listId: string,
): Promise<StartPreview['voice']> {
  const facts = await campaignVoiceOf(deps.db, accountId, listId);
  return {
    agent: facts?.agentName ?? null,
    realCalls: deps.voice.realCalls,
    missing: deps.voice.realCalls ? deps.voice.readiness(facts).missing : [],
    disclosure: await agentDisclosureRefusal(deps.db, accountId, listId),
  };
}
