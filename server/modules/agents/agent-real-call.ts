import { createHash } from 'node:crypto';
import type { AgentDraft } from '../../../shared/agents/agent-schema';
import { realCallAgentRefusal } from '../../../shared/agents/real-call-agent';
import { rowToDraft } from './agent-mapper';
import type { AgentRow } from './agents.repository';

/** The draft of a stored agent; a row no longer readable counts as one without a first message. */
function draftOf(row: AgentRow): Pick<AgentDraft, 'script' | 'llmSettings'> {
  try {
    return rowToDraft(row);
  } catch {
    return {
      script: row.script,
      llmSettings: {
        firstMessage: 'user-first',
        customWelcome: '',
        model: 'gpt-4o',
        temperature: 0.7,
      },
    };
  }
}

/**
 * Why a stored agent cannot place real calls (its disclosure, an unreadable imported first
 * message, or a Retell copy without the opt-out function), as one text; null when it can. Asked
 * at a campaign's start and again at each dispatch.
 */
export function realCallRefusalOfRow(row: AgentRow, businessName: string | null): string | null {
  return realCallAgentRefusal({
    name: row.name,
    source: row.first_message_source,
    draft: draftOf(row),
    businessName,
    retellVersion: row.retell_agent_version,
  });
}

/**
 * A digest of what the disclosure check read (business name, agent name, first message source,
 * script and first message settings, Retell version): the dial record keeps it, so the disclosure
 * a call relied on can be matched to the agent's history.
 */
export function disclosureDigestOfRow(row: AgentRow, businessName: string | null): string {
  const { script, llmSettings } = draftOf(row);
  const checked = {
    businessName,
    name: row.name,
    source: row.first_message_source,
    script,
    firstMessage: llmSettings.firstMessage,
    customWelcome: llmSettings.customWelcome,
    retellVersion: row.retell_agent_version,
  };
  return createHash('sha256').update(JSON.stringify(checked)).digest('hex');
}
