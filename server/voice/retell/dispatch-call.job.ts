import { spokenAgentName } from '../../../shared/agents/spoken-name';
import type { VoicemailVariables } from '../../../shared/agents/voicemail-message';
import { realCallRefusal } from '../../../shared/dialer/real-call-readiness';
import { contactHailVariables } from '../../../shared/storm/mesh-swath';
import type { AppDeps } from '../../deps';
import { retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { type RetellError, toRetellError } from '../../integrations/retell/retell-errors';
import type { JobPayload } from '../../queue/jobs';
import type { CampaignPort, CampaignVoiceFacts } from '../voice-provider';
import {
  agentOfAccount,
  loadCallToDispatch,
  markDispatching,
  saveProviderCallId,
} from './dispatch.repository';
import { disclosureAtDispatch, optOutVariables } from './dispatch-disclosure';
import { transferAtDispatch } from './dispatch-transfer';
import { missingForRetell } from './retell-readiness';
import { voicemailOverride } from './voicemail-override';

/** Our tries of one dispatch after network failures, before the call counts as not placed. */
export const MAX_DISPATCH_TRIES = 5;

/** Statuses only the user can fix (key, plan, payment, a deleted agent or number): pause. */
const PAUSING_STATUSES = new Set([400, 401, 402, 403, 404, 422]);

type Call = NonNullable<Awaited<ReturnType<typeof loadCallToDispatch>>>;
type Target = {
  key: string;
  agent: { id: string; name: string; retellAgentId: string };
  fromNumber: string;
  toNumber: string;
  companyName: string;
  callbackNumber: string;
  callVariables?: Record<string, string>;
};

/**
 * Places one claimed call through Retell (reference 1.3): create-phone-call without SDK retries.
 * A run that finds an earlier run began the create first asks list-calls for our call id, so a
 * lost answer never dials twice. Refusals end in `recordNotPlaced` (no attempt counted); what only
 * the user can fix pauses the campaign with the reason; rate limits back off.
 */
export async function dispatchCall(
  deps: AppDeps,
  campaigns: CampaignPort,
  payload: JobPayload<'dispatch-call'>,
): Promise<void> {
  const call = await loadCallToDispatch(deps.db, payload.callId);
  if (call?.state !== 'in-progress' || call.provider_call_id) return;
  const target = await targetOf(deps, campaigns, call);
  if ('missing' in target) {
    await notPlaced(campaigns, call, 'not configured for real calls', target.missing, 0);
    return;
  }
  const api = retellApi(createRetellClient(deps.config, target.key, { maxRetries: 0 }));
  try {
    if (call.dispatched_at) {
      const found = await api.findCallByOurId(call.id);
      if (found) return await saveProviderCallId(deps.db, call.id, found.call_id);
    }
    const checked = await disclosureAtDispatch(deps.db, call, target);
    const agentChecks = new Map([[call.id, checked]]);
    const refused = (await campaigns.refusedBeforeDial([call.id], agentChecks)).get(call.id);
    if (refused) {
      await campaigns.notPlaced([{ callId: call.id, pauseWith: null, ...refused }]);
      return;
    }
    const voicemail = call.list_id
      ? await campaigns.voicemailOf(call.id)
      : { kind: 'agent' as const };
    const variables = {
      ...dynamicVariables(call, target),
      ...optOutVariables(deps.config, call.id),
      ...(await transferAtDispatch(deps.db, call, target.agent.id)),
    };
    await markDispatching(deps.db, call.id, {
      voiceAgentId: target.agent.id,
      fromNumber: target.fromNumber,
      toNumber: target.toNumber,
    });
    const created = await api.createPhoneCall({
      from_number: target.fromNumber,
      to_number: target.toNumber,
      override_agent_id: target.agent.retellAgentId,
      ...checked.pin,
      metadata: {
        call_id: call.id,
        account_id: call.account_id,
        ...(call.list_id && { list_id: call.list_id }),
        ...(call.contact_id !== null && { contact_id: String(call.contact_id) }),
      },
      retell_llm_dynamic_variables: variables,
      ...voicemailOverride(voicemail, variables),
    });
    await saveProviderCallId(deps.db, call.id, created.call_id);
  } catch (error) {
    await onFailure(deps, campaigns, call, payload, toRetellError(error));
  }
}

async function targetOf(
  deps: AppDeps,
  campaigns: CampaignPort,
  call: Call,
): Promise<Target | { missing: string }> {
  const voice = await campaigns.voiceOf(call.account_id, call.list_id);
  const key = await deps.keys.retellKey(call.account_id);
  if (!voice) return { missing: 'account not found' };
  if (call.list_id) {
    const missing = missingForRetell(voice);
    if (!key && !missing.includes('retellKey')) missing.unshift('retellKey');
    if (missing.length > 0 || !key) return { missing: realCallRefusal(missing) };
    const agent = await callAgentOf(deps, call, voice);
    if (!agent) return { missing: realCallRefusal(['voiceAgent']) };
    return {
      key,
      agent,
      fromNumber: voice.callerNumber!,
      toNumber: call.phone_number!,
      companyName: voice.businessName ?? voice.accountName,
      callbackNumber: voice.callbackNumber ?? voice.callerNumber!,
      callVariables: voice.callVariables ?? {},
    };
  }
  // A test call carries its own agent and numbers.
  const agent = call.voice_agent_id
    ? await agentOfAccount(deps.db, call.account_id, call.voice_agent_id)
    : undefined;
  if (!key) return { missing: realCallRefusal(['retellKey']) };
  if (!agent?.retell_agent_id) return { missing: realCallRefusal(['voiceAgent']) };
  if (!call.from_number || !call.to_number) return { missing: realCallRefusal(['callerNumber']) };
  return {
    key,
    // The name as the homeowner hears it ({agent_name}).
    agent: {
      id: agent.id,
      name: spokenAgentName(agent.name),
      retellAgentId: agent.retell_agent_id,
    },
    fromNumber: call.from_number,
    toNumber: call.to_number,
    companyName: voice.businessName ?? voice.accountName,
    callbackNumber: voice.callbackNumber ?? call.from_number,
  };
}

/**
 * The agent of a list's call: the one the claim wrote on the call (an A/B variant's, sent as the
 * create-call agent override), else the list's.
 */
async function callAgentOf(
  deps: AppDeps,
  call: Call,
  voice: CampaignVoiceFacts,
): Promise<Target['agent'] | null> {
  if (!call.voice_agent_id || call.voice_agent_id === voice.agentId) {
    return { id: voice.agentId!, name: voice.agentName ?? '', retellAgentId: voice.retellAgentId! };
  }
  const agent = await agentOfAccount(deps.db, call.account_id, call.voice_agent_id);
  if (!agent?.retell_agent_id) return null;
  return { id: agent.id, name: agent.name, retellAgentId: agent.retell_agent_id };
}

/**
 * Retell substitutes strings only: every extra CSV column by its header, then ours (the list's
 * storm, then the contact's own radar estimate as {hail_size}).
 */
function dynamicVariables(call: Call, target: Target): Record<string, string> & VoicemailVariables {
  const extra = (call.extra ?? {}) as Record<string, unknown>;
  const fromFile = Object.fromEntries(
    Object.entries(extra).map(([header, value]) => [header, String(value ?? '')]),
  );
  return {
    ...fromFile,
    ...target.callVariables,
    ...contactHailVariables(call),
    customer_name: call.first_name ?? '',
    agent_name: target.agent.name,
    company_name: target.companyName,
    callback_number: target.callbackNumber,
  };
}

async function onFailure(
  deps: AppDeps,
  campaigns: CampaignPort,
  call: Call,
  payload: JobPayload<'dispatch-call'>,
  error: RetellError,
): Promise<void> {
  const status = error.status ?? 0;
  if (PAUSING_STATUSES.has(status)) {
    return notPlaced(
      campaigns,
      call,
      error.message,
      `Retell refused the call: ${error.message}`,
      0,
    );
  }
  if (status === 429) {
    return notPlaced(campaigns, call, error.message, null, deps.config.retell.rateLimitBackoffMs);
  }
  // Network failures, timeouts and 5xx: try again, asking first whether the call exists.
  if (payload.try < MAX_DISPATCH_TRIES) {
    deps.logger.warn({ callId: call.id, try: payload.try, err: error.message }, 'dispatch retry');
    return deps.queues.add('dispatch-call', { callId: call.id, try: payload.try + 1 });
  }
  return notPlaced(campaigns, call, error.message, null, deps.config.retell.rateLimitBackoffMs);
}

async function notPlaced(
  campaigns: CampaignPort,
  call: Call,
  reason: string,
  pauseWith: string | null,
  backoffMs: number,
): Promise<void> {
  await campaigns.notPlaced([
    {
      callId: call.id,
      reason,
      pauseWith: call.list_id ? pauseWith : null,
      retryAt: new Date(Date.now() + backoffMs),
    },
  ]);
}
