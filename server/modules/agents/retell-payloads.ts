import type { LlmModel } from '../../../shared/agents/agent-catalogue';
import type { AgentDraft } from '../../../shared/agents/agent-schema';
import { toAnalysisField } from '../../../shared/agents/call-fields';
import { parseParameters } from '../../../shared/agents/custom-function';
import { analysisFieldsOf } from '../../../shared/agents/post-call-analysis';
import { spokenAgentName } from '../../../shared/agents/spoken-name';
import { promptWithKnowledge } from '../../../shared/knowledge/knowledge-prompt';
import type { RetellAgentPayload, RetellLlmPayload } from '../../integrations/retell/retell-api';
import { END_CALL_TOOL, optOutTool } from '../../integrations/retell/retell-opt-out-tool';
import { repTransferTool } from '../../integrations/retell/transfer';

type RetellModel = NonNullable<RetellLlmPayload['model']>;
type RetellTool = NonNullable<RetellLlmPayload['general_tools']>[number];

/**
 * The spec's model choices are not in Retell's current list; each maps to its nearest current
 * model (docs/decisions.md has the same table and the reasons).
 */
export const RETELL_MODEL_FOR: Record<LlmModel, RetellModel> = {
  'gpt-4o': 'gpt-4.1',
  'gpt-4': 'gpt-4.1',
  'gpt-4o-mini': 'gpt-4.1-mini',
  'claude-3': 'claude-4.5-sonnet',
};

/** Our {variable} placeholders become Retell's {{variable}} dynamic variables. */
export function toDynamicVariables(text: string): string {
  return text.replace(
    /(?<!\{)\{(agent_name|customer_name|company_name|callback_number|storm_date|hail_size|storm_city)\}(?!\})/g,
    '{{$1}}',
  );
}

export type CalendarLink = { apiKey: string; eventTypeId: string; timeZone?: string };

function tools(draft: AgentDraft, calendar: CalendarLink | null): RetellTool[] {
  const out: RetellTool[] = [];
  const fns = new Set(draft.functions);
  if (fns.has('end-call')) {
    out.push({
      type: 'end_call',
      name: 'end_call',
      description: 'End the call when the conversation is over or the person asks to stop.',
    });
  }
  if (fns.has('call-transfer') && draft.transferNumber) {
    out.push({
      type: 'transfer_call',
      name: 'transfer_call',
      description: 'Transfer the call to a team member when the person asks for a human.',
      transfer_destination: { type: 'predefined', number: draft.transferNumber },
      transfer_option: { type: 'cold_transfer' },
    });
  }
  if (fns.has('rep-transfer')) out.push(repTransferTool());
  if (calendar && fns.has('check-calendar')) {
    out.push({
      type: 'check_availability_cal',
      name: 'check_availability',
      description: 'Check open inspection times on the calendar.',
      cal_api_key: calendar.apiKey,
      event_type_id: Number(calendar.eventTypeId),
    });
  }
  if (calendar && fns.has('book-calendar')) {
    out.push({
      type: 'book_appointment_cal',
      name: 'book_appointment',
      description: 'Book the inspection at the time the person chose.',
      cal_api_key: calendar.apiKey,
      event_type_id: Number(calendar.eventTypeId),
    });
  }
  if (fns.has('press-digit')) {
    out.push({
      type: 'press_digit',
      name: 'press_digit',
      description: 'Press a key to navigate a phone menu.',
    });
  }
  if (fns.has('custom-function')) out.push(customTool(draft.customFunction));
  return out;
}

/** The opt-out during the call: the product's function, and end_call to end the call after it. */
function withOptOut(tools: RetellTool[], optOutUrl: string): RetellTool[] {
  const endCall = tools.some((tool) => tool.type === 'end_call') ? [] : [END_CALL_TOOL];
  return [...tools, ...endCall, optOutTool(optOutUrl)];
}

/** Retell's `custom` tool: Retell POSTs to the URL during the call (this server is not called). */
function customTool(fn: AgentDraft['customFunction']): RetellTool {
  const parameters = parseParameters(fn.parameters);
  return {
    type: 'custom',
    name: fn.name,
    url: fn.url,
    method: 'POST',
    ...(fn.description ? { description: fn.description } : {}),
    ...(fn.timeoutMs ? { timeout_ms: Number(fn.timeoutMs) } : {}),
    ...(parameters.ok && parameters.value ? { parameters: parameters.value } : {}),
    speak_during_execution: true,
    speak_after_execution: true,
  };
}

/**
 * The Retell LLM: prompt from the script followed by the agent's knowledge section, opening from
 * the welcome behaviour, model, tools.
 */
export function llmPayload(
  draft: AgentDraft,
  context: {
    companyName: string;
    calendar: CalendarLink | null;
    knowledge: string;
    /** Where Retell calls the product's opt-out function. */
    optOutUrl: string;
  },
): RetellLlmPayload {
  const custom = draft.llmSettings.firstMessage === 'custom';
  return {
    general_prompt: promptWithKnowledge(toDynamicVariables(draft.script), context.knowledge),
    // "" = the agent waits for the callee (the 'AI remains silent' choice).
    begin_message: custom ? toDynamicVariables(draft.llmSettings.customWelcome) : '',
    start_speaker: custom ? 'agent' : 'user',
    model: RETELL_MODEL_FOR[draft.llmSettings.model],
    model_temperature: draft.llmSettings.temperature,
    default_dynamic_variables: {
      agent_name: spokenAgentName(draft.name),
      company_name: context.companyName,
      customer_name: 'there',
    },
    general_tools: withOptOut(tools(draft, context.calendar), context.optOutUrl),
  };
}

const MINUTE_MS = 60_000;
/** Retell refuses less than 10 s of silence before hanging up. */
const MIN_SILENCE_MS = 10_000;

/** The Retell agent: its LLM, voice, the Speech and Call Settings Retell has, our webhook. */
export function agentPayload(
  draft: AgentDraft,
  llmId: string,
  webhookUrl: string,
): RetellAgentPayload {
  const call = draft.callSettings;
  const speech = draft.speechSettings;
  const keywords = speech.boostKeywords
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  return {
    response_engine: { type: 'retell-llm', llm_id: llmId },
    voice_id: draft.voice.id,
    agent_name: draft.name,
    language: 'en-US',
    webhook_url: webhookUrl,
    responsiveness: Math.min(speech.responsiveness, 1),
    interruption_sensitivity: speech.interruptSensitivity,
    enable_backchannel: speech.backchanneling,
    stt_mode: speech.transcriptionMode === 'accuracy' ? 'accurate' : 'fast',
    denoising_mode:
      speech.denoiseMode === 'remove-noise-and-bg'
        ? 'noise-and-background-speech-cancellation'
        : 'noise-cancellation',
    boosted_keywords: keywords.length ? keywords : null,
    reminder_trigger_ms: speech.reminderFrequency * 1000,
    // A voicemail message is set per call (voice/retell/voicemail-override.ts), never here: a call
    // the product did not decide for hangs up.
    voicemail_option: call.voicemailDetection ? { action: { type: 'hangup' } } : null,
    allow_user_dtmf: call.keypadInputDetection,
    user_dtmf_options: call.keypadInputDetection
      ? {
          timeout_ms: Math.round(call.keypadTimeout * 1000),
          termination_key: call.useTerminationKey ? call.terminationKey : null,
          digit_limit: call.useDigitLimit ? call.digitLimit : null,
        }
      : null,
    end_call_after_silence_ms: Math.max(
      MIN_SILENCE_MS,
      Math.round(call.endCallSilenceThreshold * MINUTE_MS),
    ),
    max_call_duration_ms: call.maxCallDuration * MINUTE_MS,
    ring_duration_ms: call.ringingDuration * 1000,
    begin_message_delay_ms: Math.round(call.pauseBeforeSpeaking * 1000),
    // Every managed agent reports whether the person opted out (it cannot be removed), then its
    // own call fields (the roofing defaults unless edited).
    post_call_analysis_data: analysisFieldsOf(draft.callFields.map(toAnalysisField)),
  };
}
