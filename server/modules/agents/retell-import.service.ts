import {
  AGENT_DEFAULTS,
  AGENT_LIMITS,
  IMPORTED_AGENT_DEFAULTS,
} from '../../../shared/agents/agent-bounds';
import { IMPORT_VOICE_NAMES, IMPORTED_AGENT } from '../../../shared/agents/agent-catalogue';
import { AgentDraftSchema } from '../../../shared/agents/agent-schema';
import type { VoiceAgentView } from '../../../shared/agents/agent-view';
import { importedFirstMessageSource } from '../../../shared/agents/real-call-agent';
import { IMPORT_MESSAGES, type RetellAgentListing } from '../../../shared/agents/retell-import';
import { withoutKnowledgeSection } from '../../../shared/knowledge/knowledge-prompt';
import { hasControlCharacters } from '../../../shared/validation/bounded-text';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { type RetellAgent, retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { readSecret } from '../api-keys/api-keys.service';
import { draftColumns, rowToView } from './agent-mapper';
import { importedRetellIds, insertImportedRow } from './agents.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/** The key typed in the dialog, else the account's saved key, else the spec's refusal. */
async function importApi(
  deps: Deps,
  accountId: string,
  typedKey: string | undefined,
  noKey: string,
) {
  const key = typedKey || (await readSecret(deps, accountId, 'retell'));
  if (!key) throw new BadInputError(noKey, { apiKey: [noKey] });
  return retellApi(createRetellClient(deps.config, key));
}

/** Text from Retell made safe for our bounds: control characters dropped, length capped. */
function clean(text: string | null | undefined, max: number): string {
  const value = [...(text ?? '')].filter((ch) => !hasControlCharacters(ch, true)).join('');
  return value.slice(0, max);
}

function languageOf(agent: Pick<RetellAgent, 'language'>): string {
  const language = Array.isArray(agent.language) ? agent.language[0] : agent.language;
  return language || IMPORTED_AGENT.language;
}

export async function fetchRetellAgents(
  deps: Deps,
  accountId: string,
  typedKey: string | undefined,
): Promise<RetellAgentListing[]> {
  const api = await importApi(deps, accountId, typedKey, IMPORT_MESSAGES.keyRequired);
  const [agents, imported] = await Promise.all([
    api.listAgents(),
    importedRetellIds(deps.db, accountId),
  ]);
  const importedIds = new Set(imported.map((row) => row.id));
  return agents.map((agent) => ({
    agentId: agent.agentId,
    agentName: agent.agentName ?? agent.agentId,
    language: IMPORTED_AGENT.language,
    imported: importedIds.has(agent.agentId),
  }));
}

/** Retell's {{agent_name}}-style variables back to ours ({agent_name}); others stay as they are. */
const fromDynamicVariables = (text: string) =>
  text.replace(
    /\{\{(agent_name|customer_name|company_name|callback_number|storm_date|hail_size|storm_city)\}\}/g,
    '{$1}',
  );

/** Voice name for a Retell voice id such as '11labs-Aria'; 'Default Voice' when not known. */
function voiceNameOf(voiceId: string): string {
  const name = voiceId.replace(/^[a-z0-9]+-/i, '');
  return (IMPORT_VOICE_NAMES as readonly string[]).includes(name) ? name : IMPORTED_AGENT.voiceName;
}

/**
 * Imports one Retell agent: get-agent, then get-retell-llm for its script. The spec's defaults
 * for imported agents apply; importing the same agent again returns the first import.
 */
export async function importRetellAgent(
  deps: Deps,
  actor: SessionUser,
  input: { agentId: string; apiKey?: string | undefined },
): Promise<VoiceAgentView> {
  const api = await importApi(deps, actor.accountId, input.apiKey, IMPORT_MESSAGES.keyFirst);
  const agent = await api.getAgent(input.agentId);
  const llmId = agent.response_engine.type === 'retell-llm' ? agent.response_engine.llm_id : null;
  const llm = llmId ? await api.getLlm(llmId) : null;
  const welcome = fromDynamicVariables(clean(llm?.begin_message, AGENT_LIMITS.welcome));
  const draft = AgentDraftSchema.parse({
    name:
      clean(agent.agent_name, AGENT_LIMITS.name).trim() ||
      `Retell agent ${agent.agent_id.slice(0, 8)}`,
    category: IMPORTED_AGENT.category,
    description: `Imported from Retell AI (${languageOf(agent)})`,
    script:
      fromDynamicVariables(
        clean(withoutKnowledgeSection(llm?.general_prompt ?? ''), AGENT_LIMITS.script),
      ) || IMPORTED_AGENT.script,
    voice: {
      id: clean(agent.voice_id, AGENT_LIMITS.voiceId).replace(/[^\w.:-]/g, '') || 'unknown',
      name: voiceNameOf(agent.voice_id),
    },
    llmSettings: {
      model: AGENT_DEFAULTS.model,
      firstMessage: welcome.trim() ? 'custom' : 'user-first',
      customWelcome: welcome,
    },
    callSettings: IMPORTED_AGENT_DEFAULTS,
    functions: [],
  });
  const row = await insertImportedRow(deps.db, {
    account_id: actor.accountId,
    user_id: actor.id,
    ...draftColumns(draft, agent.webhook_url ?? null),
    retell_agent_id: agent.agent_id,
    retell_llm_id: llmId ?? null,
    sync_status: 'synced',
    // Whether its first message can be read decides whether it may place real calls.
    first_message_source: importedFirstMessageSource(
      agent.response_engine.type,
      llm?.begin_message,
    ),
    retell_agent_version: agent.version ?? null,
  });
  return rowToView(row);
}
