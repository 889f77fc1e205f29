import { z } from 'zod';
import { type AgentDraft, AgentDraftSchema } from '../../../shared/agents/agent-schema';
import type { VoiceAgentView } from '../../../shared/agents/agent-view';
import type { AgentRow } from './agents.repository';

/** configuration_json: the spec's stored configuration (category, settings, functions, ...). */
const StoredConfigurationSchema = z.object({
  category: z.string(),
  voiceName: z.string(),
  llmSettings: z.unknown(),
  callSettings: z.unknown(),
  speechSettings: z.unknown(),
  functions: z.unknown(),
  transferNumber: z.string().optional(),
  calEventTypeId: z.string().optional(),
  customFunction: z.unknown().optional(),
  callFields: z.unknown().optional(),
  webhookUrl: z.string().nullable().optional(),
});

/** Columns for a validated draft. */
export function draftColumns(draft: AgentDraft, webhookUrl: string | null) {
  return {
    name: draft.name,
    description: draft.description,
    voice_model: draft.voice.id,
    script: draft.script,
    configuration_json: JSON.stringify({
      category: draft.category,
      voiceName: draft.voice.name,
      llmSettings: draft.llmSettings,
      callSettings: draft.callSettings,
      speechSettings: draft.speechSettings,
      functions: draft.functions,
      transferNumber: draft.transferNumber,
      calEventTypeId: draft.calEventTypeId,
      customFunction: draft.customFunction,
      callFields: draft.callFields,
      webhookUrl,
    }),
  };
}

/**
 * Rows saved before custom functions had fields may carry the checkbox alone (it did nothing
 * then); it is dropped rather than failing the row.
 */
function withoutUnsetCustomFunction(config: z.infer<typeof StoredConfigurationSchema>) {
  if (config.customFunction !== undefined || !Array.isArray(config.functions)) {
    return config.functions;
  }
  return config.functions.filter((f) => f !== 'custom-function');
}

/** Reads a row back through the same schema the editor uses (defaults fill older rows). */
export function rowToDraft(row: AgentRow): AgentDraft {
  const config = StoredConfigurationSchema.parse(row.configuration_json);
  // Stored rows were valid when written; re-parsing fills fields added since, never rejects.
  const parsed = AgentDraftSchema.safeParse({
    name: row.name,
    description: row.description,
    category: config.category,
    script: row.script,
    voice: { id: row.voice_model, name: config.voiceName },
    llmSettings: config.llmSettings,
    callSettings: config.callSettings,
    speechSettings: config.speechSettings,
    functions: withoutUnsetCustomFunction(config),
    transferNumber: config.transferNumber,
    calEventTypeId: config.calEventTypeId,
    customFunction: config.customFunction,
    callFields: config.callFields,
  });
  if (!parsed.success) throw new Error(`voice_agents row ${row.id} holds an invalid configuration`);
  return parsed.data;
}

export function rowToView(row: AgentRow): VoiceAgentView {
  const config = StoredConfigurationSchema.parse(row.configuration_json);
  return {
    ...rowToDraft(row),
    id: row.id,
    retellAgentId: row.retell_agent_id,
    webhookUrl: config.webhookUrl ?? null,
    isActive: row.is_active,
    sync: { status: row.sync_status, error: row.sync_error },
    createdAt: new Date(row.created_at).toISOString(),
  };
}
