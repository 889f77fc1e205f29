import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  postSignedEvent,
  RETELL_FAKE_SCENARIOS,
  type RetellFakeScenario,
  scenarioSteps,
} from './retell-fake-calls';
import { FAKE_CLIP, FAKE_CLIP_TYPE, fakeVoices } from './retell-fake-data';
import { callOptOutFunction, type FakeFunctionCall } from './retell-fake-functions';
import { type InboundRing, type InboundRingResult, ringNumber } from './retell-fake-inbound';
import {
  agentOverrideError,
  effectiveVoicemailOption,
  voicemailTextOf,
} from './retell-fake-override';
import { transferTargetOf, transferToolError } from './retell-fake-transfer';

export type { RetellFakeScenario };

/** One request as the fake received it (the Authorization header is kept for assertions). */
export type RetellFakeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
  authorization: string | undefined;
};

type Json = Record<string, unknown>;

export type RetellFake = {
  url: string;
  requests: RetellFakeRequest[];
  agents: Map<string, Json>;
  llms: Map<string, Json>;
  phoneNumbers: Map<string, Json>;
  calls: Map<string, Json>;
  /** A voice name's preview clip address, listed instead of the fake's own. */
  previewUrls: Map<string, string>;
  /** Keys the fake accepts; any other Bearer gets Retell's 401 body. */
  apiKeys: Set<string>;
  /** Every following API request (clips too) answers with this status and body until cleared. */
  failWith(status: number | null, body?: unknown): void;
  /** How many requests `failWith` answered so far (an SDK retry is one more). */
  failedCount(): number;
  /** Every following request has its connection destroyed without an answer until cleared. */
  dropConnections(drop: boolean): void;
  /** How many requests had their connection dropped so far. */
  droppedCount(): number;
  /** The scenario played for calls to a number (E.164); others get `defaultScenario`. */
  scenarios: Map<string, RetellFakeScenario>;
  setDefaultScenario(scenario: RetellFakeScenario): void;
  /** Pause between the events of a call, and before a slow analysis. */
  timing: { eventGapMs: number; slowAnalysisMs: number };
  /** Every webhook the fake posted, with the status our server answered. */
  deliveries: { event: string; callId: string; status: number }[];
  /**
   * Where a 'booking' call books when its agent's LLM has the `book_appointment_cal` tool: the
   * Cal.com fake's base URL (null: no booking is made).
   */
  calcomUrl: string | null;
  /** The bodies POSTed to the sample custom-function endpoint. */
  sampleFunctionBodies: (Json | null)[];
  /** The custom functions calls called ('opt-out-function' calls its agent's opt-out function). */
  functionCalls: FakeFunctionCall[];
  /** Runs right before a call's call_ended is posted (a test looks at the world then). */
  hooks: { beforeCallEnded?: (callId: string) => Promise<void> };
  /** The voicemail option a created call runs with (its agent_override's, else its agent's). */
  voicemailOptionOf(callId: string): Record<string, unknown> | null;
  /** How many create-phone-call requests reached the fake. */
  createCount(): number;
  /** Resolves when every call the fake is playing has sent its last event. */
  idle(): Promise<void>;
  /**
   * A homeowner calls one of the fake's numbers back: the number's inbound webhook is asked, and
   * an answered call plays `scenario` (default: the fake's default) to its agent's webhook_url.
   */
  inboundCall(ring: InboundRing, scenario?: RetellFakeScenario): Promise<InboundRingResult>;
  /**
   * What `GET /get-concurrency` reports besides `current_concurrency` (the calls the fake is
   * dialling or playing); set a field to undefined to leave it out of the answer.
   */
  concurrency: {
    concurrency_limit?: number;
    base_concurrency?: number;
    purchased_concurrency?: number;
    reserved_inbound_concurrency?: number;
  };
  /**
   * Adds an agent as if created in Retell's dashboard: on a Retell LLM (its `begin_message` null
   * unless given: the LLM improvises), or on a custom LLM or a conversation flow (no LLM).
   */
  seedAgent(fields: {
    agent_name: string;
    general_prompt?: string;
    voice_id?: string;
    begin_message?: string | null;
    engine?: 'retell-llm' | 'custom-llm' | 'conversation-flow';
  }): Json;
  close(): Promise<void>;
};

/** The fake's control (not Retell's API): `POST {from_number, to_number}` rings a number. */
export const INBOUND_CONTROL_PATH = '/fake/inbound-call';

/** A stand-in custom-function endpoint the fake also serves (no key needed). */
export const SAMPLE_FUNCTION_PATH = '/sample-function';

const LOST_ANSWER = new Set<RetellFakeScenario>(['lost-answer', 'unlinked-lost-answer']);

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

async function readJson(req: IncomingMessage): Promise<Json | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Json) : null;
}

/** A local stand-in for Retell's REST API (reference voice-provider.md 1.2-1.10). */
export async function startRetellFake(
  apiKeys: string[] = ['retell-test-key'],
  port = 0,
): Promise<RetellFake> {
  const state = {
    agents: new Map<string, Json>(),
    llms: new Map<string, Json>(),
    phoneNumbers: new Map<string, Json>(),
    calls: new Map<string, Json>(),
  };
  const requests: RetellFakeRequest[] = [];
  const sampleFunctionBodies: (Json | null)[] = [];
  const functionCalls: FakeFunctionCall[] = [];
  const hooks: RetellFake['hooks'] = {};
  const keys = new Set(apiKeys);
  let failure: { status: number; body: unknown } | null = null;
  const scenarios = new Map<string, RetellFakeScenario>();
  const previewUrls = new Map<string, string>();
  let defaultScenario: RetellFakeScenario = 'conversation';
  const timing = { eventGapMs: 30, slowAnalysisMs: 2_000 };
  const deliveries: { event: string; callId: string; status: number }[] = [];
  const playing = new Set<Promise<void>>();
  const answerLostFor = new Set<string>();
  const control = { calcomUrl: null as string | null };
  // Retell's free tier (reference 1.9: 20, unverified); nothing reserved for inbound.
  const concurrency: RetellFake['concurrency'] = {
    concurrency_limit: 20,
    base_concurrency: 20,
    purchased_concurrency: 0,
    reserved_inbound_concurrency: 0,
  };
  let drop = false;
  let dropped = 0;
  let failed = 0;
  /** 'unlinked-lost-answer' calls whose events wait until list-calls has returned them. */
  const playWhenListed = new Map<string, string>();
  let baseUrl = '';

  const server = createServer(async (req, res) => {
    if (drop) {
      dropped += 1;
      return req.socket.destroy();
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readJson(req).catch(() => null);
    const reply = (status: number, payload?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    if (failure) {
      failed += 1;
      return reply(failure.status, failure.body);
    }
    if (req.method === 'GET' && url.pathname.startsWith('/clips/')) return sendClip(res);
    if (req.method === 'GET' && url.pathname.startsWith('/recordings/')) {
      return sendRecording(req, res);
    }
    // Not Retell: a user's custom-function endpoint, for trying "Test function" locally.
    if (req.method === 'POST' && url.pathname === SAMPLE_FUNCTION_PATH) {
      sampleFunctionBodies.push(body);
      return reply(200, {
        result: 'Inspection slots open tomorrow at 9am and 3pm',
        received: body,
      });
    }
    // Not Retell: the fake's own control, so a person can ring a number back locally.
    if (req.method === 'POST' && url.pathname === INBOUND_CONTROL_PATH) {
      const ring = body as { from_number?: string; to_number?: string } | null;
      const result = await inboundCall({
        fromNumber: String(ring?.from_number ?? ''),
        toNumber: String(ring?.to_number ?? ''),
      });
      return reply(200, result);
    }
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.authorization,
    });
    const bearer = req.headers.authorization?.replace(/^Bearer /, '');
    if (!bearer || !keys.has(bearer)) {
      return reply(401, { error_message: 'API key is missing or invalid.' });
    }
    const answer = route(req.method ?? 'GET', url, body);
    if (!answer) return reply(404, { error_message: 'Not found' });
    if (answer[0] === 201 && url.pathname === '/v2/create-phone-call') {
      const call = answer[1] as Json;
      // 'lost-answer': the call is placed, but its first answer never reaches the client.
      const ours = String((call.metadata as Json | undefined)?.call_id ?? call.call_id);
      const losing = LOST_ANSWER.has(scenarioOf(call)) && !answerLostFor.has(ours);
      // 'unlinked-lost-answer': and its events carry no id of ours, so only list-calls (asked
      // for our id) can tell the client which call it placed; the events wait for that.
      if (losing && scenarioOf(call) === 'unlinked-lost-answer') {
        playWhenListed.set(String(call.call_id), bearer);
      } else startPlaying(call, bearer);
      if (losing) {
        answerLostFor.add(ours);
        return req.socket.destroy();
      }
    }
    reply(answer[0], answer[1]);
  });

  function sendClip(res: ServerResponse) {
    res.writeHead(200, { 'content-type': FAKE_CLIP_TYPE, 'content-length': FAKE_CLIP.length });
    res.end(FAKE_CLIP);
  }

  /** A recording as a media host serves it: the clip's bytes, with byte ranges for seeking. */
  function sendRecording(req: IncomingMessage, res: ServerResponse) {
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (!range) return sendClip(res);
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : FAKE_CLIP.length - 1, FAKE_CLIP.length - 1);
    res.writeHead(206, {
      'content-type': FAKE_CLIP_TYPE,
      'content-range': `bytes ${start}-${end}/${FAKE_CLIP.length}`,
      'accept-ranges': 'bytes',
      'content-length': String(end - start + 1),
    });
    res.end(FAKE_CLIP.subarray(start, end + 1));
  }

  const notFound: [number, unknown] = [
    422,
    { error_message: 'Cannot find requested asset under given api key.' },
  ];
  const now = () => Date.now();

  function route(method: string, url: URL, body: Json | null): [number, unknown] | null {
    const [, first = '', second] = url.pathname.split('/');
    const key = `${method} /${first}${first === 'v2' || first === 'v3' ? `/${second}` : ''}`;
    const param = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    switch (key) {
      case 'GET /list-voices':
        return [200, fakeVoices(baseUrl, previewUrls)];
      case 'POST /v2/list-agents':
        return [200, listPage([...state.agents.values()], url, agentListItem)];
      case 'GET /get-agent':
        return state.agents.has(param) ? [200, state.agents.get(param)] : notFound;
      case 'POST /create-agent': {
        const agent: Json = { ...body, agent_id: id('agent'), version: 0 };
        agent.last_modification_timestamp = now();
        state.agents.set(agent.agent_id as string, agent);
        return [201, agent];
      }
      case 'PATCH /update-agent':
        return update(state.agents, param, body);
      case 'DELETE /delete-agent':
        return state.agents.delete(param) ? [204, undefined] : notFound;
      case 'POST /create-retell-llm': {
        const toolError = transferToolError(body?.general_tools);
        if (toolError) return [400, { error_message: toolError }];
        const llm = { ...body, llm_id: id('llm'), version: 0, last_modification_timestamp: now() };
        state.llms.set(llm.llm_id, llm);
        return [201, llm];
      }
      case 'GET /get-retell-llm':
        return state.llms.has(param) ? [200, state.llms.get(param)] : notFound;
      case 'PATCH /update-retell-llm': {
        const toolError = transferToolError(body?.general_tools);
        if (toolError) return [400, { error_message: toolError }];
        return update(state.llms, param, body);
      }
      case 'DELETE /delete-retell-llm':
        return state.llms.delete(param) ? [204, undefined] : notFound;
      case 'GET /v2/list-phone-numbers':
        return [200, listPage([...state.phoneNumbers.values()], url, (n) => n)];
      case 'POST /create-phone-number': {
        const areaCode = Number(body?.area_code ?? 415);
        const suffix = String(1_000_000 + state.phoneNumbers.size * 7919).slice(-7);
        const number = {
          phone_number: `+1${areaCode}${suffix}`,
          phone_number_type: 'retell-twilio',
          area_code: areaCode,
          last_modification_timestamp: now(),
        };
        state.phoneNumbers.set(number.phone_number, number);
        return [201, number];
      }
      case 'GET /get-phone-number':
        return state.phoneNumbers.has(param) ? [200, state.phoneNumbers.get(param)] : notFound;
      case 'PATCH /update-phone-number':
        return update(state.phoneNumbers, param, body);
      case 'POST /v2/create-phone-call': {
        const overrideError = agentOverrideError(body?.agent_override);
        if (overrideError) return [400, { error_message: overrideError }];
        // Reference 1.10: an unknown agent (or number) is a 422 "asset not found".
        const override = body?.override_agent_id;
        if (override !== undefined && !state.agents.has(String(override))) {
          return [422, { error_message: 'Cannot find requested asset under given api key.' }];
        }
        const call = {
          ...body,
          call_id: id('call'),
          agent_id: body?.override_agent_id ?? 'agent_unknown',
          // The pinned version (override_agent_version), else the agent's current one.
          agent_version: Number(
            body?.override_agent_version ??
              state.agents.get(String(body?.override_agent_id))?.version ??
              0,
          ),
          call_type: 'phone_call',
          call_status: 'registered',
          direction: 'outbound',
        };
        state.calls.set(call.call_id, call);
        return [201, call];
      }
      case 'POST /v3/list-calls': {
        const filters = ((body?.filter_criteria as Json | undefined)?.metadata ?? []) as Json[];
        const items = [...state.calls.values()].filter((call) =>
          filters.every(
            (f) => String((call.metadata as Json | undefined)?.[String(f.key)] ?? '') === f.value,
          ),
        );
        const page = items.slice(0, Number(body?.limit ?? 50));
        for (const call of page) {
          const bearer = playWhenListed.get(String(call.call_id));
          if (bearer === undefined) continue;
          playWhenListed.delete(String(call.call_id));
          setImmediate(() => startPlaying(call, bearer));
        }
        return [200, { items: page, has_more: false }];
      }
      case 'GET /get-concurrency': {
        const live = [...state.calls.values()].filter((call) =>
          ['registered', 'ongoing'].includes(String(call.call_status)),
        );
        return [200, { ...concurrency, current_concurrency: live.length }];
      }
      case 'GET /v2/get-call':
        return state.calls.has(param) ? [200, state.calls.get(param)] : notFound;
      default:
        return null;
    }
  }

  function update(map: Map<string, Json>, key: string, body: Json | null): [number, unknown] {
    const current = map.get(key);
    if (!current) return notFound;
    const next: Json = { ...current, ...body, version: Number(current.version ?? 0) + 1 };
    next.last_modification_timestamp = now();
    map.set(key, next);
    return [200, next];
  }

  function listPage(items: Json[], url: URL, view: (item: Json) => Json) {
    const limit = Number(url.searchParams.get('limit') ?? 1000);
    const start = Number(url.searchParams.get('pagination_key') ?? 0);
    const page = items.slice(start, start + limit).map(view);
    const hasMore = start + limit < items.length;
    return {
      items: page,
      has_more: hasMore,
      ...(hasMore && { pagination_key: String(start + limit) }),
    };
  }

  function agentListItem(agent: Json) {
    const { agent_id, agent_name, last_modification_timestamp } = agent;
    return {
      agent_id,
      agent_name,
      channel: 'voice',
      tags: [],
      user_modified_timestamp: last_modification_timestamp,
    };
  }

  function scenarioOf(call: Json): RetellFakeScenario {
    const caller = call.direction === 'inbound' ? call.from_number : call.to_number;
    return scenarios.get(String(caller)) ?? defaultScenario;
  }

  async function inboundCall(ring: InboundRing, scenario?: RetellFakeScenario) {
    const apiKey = ring.apiKey ?? [...keys][0] ?? '';
    const result = await ringNumber(state.phoneNumbers.get(ring.toNumber), { ...ring, apiKey });
    if (result.answered) {
      if (scenario) scenarios.set(ring.fromNumber, scenario);
      state.calls.set(String(result.call.call_id), result.call);
      startPlaying(result.call, apiKey);
    }
    return result;
  }

  /** Plays a created call's events to its agent's webhook_url, signed with the caller's key. */
  function startPlaying(call: Json, apiKey: string) {
    const agent = state.agents.get(String(call.agent_id));
    const webhookUrl = agent?.webhook_url as string | undefined;
    if (!webhookUrl) return;
    const scenario = scenarioOf(call);
    const run = (async () => {
      const message = voicemailTextOf(effectiveVoicemailOption(call, agent));
      const llm = state.llms.get(String((agent?.response_engine as Json | undefined)?.llm_id));
      const transfer = {
        target: transferTargetOf(call, llm),
        subscribed: (agent?.webhook_events ?? []) as string[],
      };
      for (const step of scenarioSteps(scenario, call, now(), baseUrl, message, transfer)) {
        const wait =
          scenario === 'slow-analysis' && step.event === 'call_analyzed'
            ? timing.slowAnalysisMs
            : timing.eventGapMs;
        await new Promise((resolve) => setTimeout(resolve, wait));
        if (scenario === 'booking' && step.event === 'call_ended') await bookOnCalcom(call);
        if (scenario === 'opt-out-function' && step.event === 'call_ended') {
          const llmId = (agent?.response_engine as Json | undefined)?.llm_id;
          const called = await callOptOutFunction(call, state.llms.get(String(llmId)));
          if (called) functionCalls.push(called);
        }
        if (step.event === 'call_ended') await hooks.beforeCallEnded?.(String(call.call_id));
        state.calls.set(String(call.call_id), step.call);
        const status = await postSignedEvent(webhookUrl, apiKey, step).catch(() => 0);
        deliveries.push({ event: step.event, callId: String(call.call_id), status });
      }
    })();
    playing.add(run);
    void run.finally(() => playing.delete(run));
  }

  /** The agent's booking tool at work: books tomorrow 15:00 UTC for the callee on Cal.com. */
  async function bookOnCalcom(call: Json) {
    const agent = state.agents.get(String(call.agent_id));
    const llmId = (agent?.response_engine as Json | undefined)?.llm_id;
    const tools = (state.llms.get(String(llmId))?.general_tools ?? []) as Json[];
    const tool = tools.find((t) => t.type === 'book_appointment_cal');
    if (!tool || !control.calcomUrl) return;
    const start = new Date(Date.now() + 24 * 3_600_000);
    start.setUTCHours(15, 0, 0, 0);
    const variables = (call.retell_llm_dynamic_variables ?? {}) as Record<string, string>;
    await fetch(`${control.calcomUrl}/v2/bookings`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${String(tool.cal_api_key)}`,
        'cal-api-version': '2024-08-13',
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        start: start.toISOString(),
        eventTypeId: Number(tool.event_type_id),
        attendee: {
          name: variables.customer_name || 'Homeowner',
          phoneNumber: String(call.to_number),
          timeZone: 'America/Chicago',
        },
      }),
    }).catch(() => undefined);
  }

  /** Reference 1.7: `retell-llm` with its LLM (1.8), `custom-llm`, or `conversation-flow`. */
  function seededEngine(fields: Parameters<RetellFake['seedAgent']>[0]): Json {
    if (fields.engine === 'custom-llm') {
      return { type: 'custom-llm', llm_websocket_url: 'wss://llm.example.com/socket' };
    }
    if (fields.engine === 'conversation-flow') {
      return { type: 'conversation-flow', conversation_flow_id: id('conversation_flow') };
    }
    const llm = {
      llm_id: id('llm'),
      general_prompt: fields.general_prompt ?? null,
      begin_message: fields.begin_message ?? null,
      model: 'gpt-4.1',
      version: 0,
    };
    state.llms.set(llm.llm_id, llm);
    return { type: 'retell-llm', llm_id: llm.llm_id };
  }

  server.listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    ...state,
    apiKeys: keys,
    previewUrls,
    failWith(status, body = { error_message: 'Failed' }) {
      failure = status === null ? null : { status, body };
    },
    dropConnections(value) {
      drop = value;
    },
    droppedCount: () => dropped,
    failedCount: () => failed,
    scenarios,
    get calcomUrl() {
      return control.calcomUrl;
    },
    set calcomUrl(url) {
      control.calcomUrl = url;
    },
    setDefaultScenario(scenario) {
      defaultScenario = scenario;
    },
    timing,
    deliveries,
    sampleFunctionBodies,
    functionCalls,
    hooks,
    voicemailOptionOf: (callId: string) => {
      const call = state.calls.get(callId);
      return call ? effectiveVoicemailOption(call, state.agents.get(String(call.agent_id))) : null;
    },
    createCount: () =>
      requests.filter((r) => r.method === 'POST' && r.path === '/v2/create-phone-call').length,
    async idle() {
      while (playing.size > 0) await Promise.all([...playing]);
    },
    inboundCall,
    concurrency,
    seedAgent(fields) {
      const agent = {
        agent_id: id('agent'),
        agent_name: fields.agent_name,
        voice_id: fields.voice_id ?? '11labs-Aria',
        language: 'en-US',
        response_engine: seededEngine(fields),
        version: 0,
        last_modification_timestamp: now(),
      };
      state.agents.set(agent.agent_id, agent);
      return agent;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// `npm run fake:retell [key] [scenario]`: a fake for a person to point RETELL_BASE_URL at; every
// call plays the scenario (default 'conversation') to the agent's webhook_url. FAKE_PORT: its port
// (else a free one); CALCOM_FAKE_URL: the Cal.com fake a 'booking' call books on;
// FAKE_CONCURRENCY_LIMIT: the concurrency_limit get-concurrency reports (default 20).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const key = process.argv[2] ?? 'retell-test-key';
  const scenario = (process.argv[3] ?? 'conversation') as RetellFakeScenario;
  if (!RETELL_FAKE_SCENARIOS.includes(scenario)) {
    throw new Error(`Unknown scenario: one of ${RETELL_FAKE_SCENARIOS.join(', ')}`);
  }
  const fake = await startRetellFake([key], Number(process.env.FAKE_PORT ?? 0));
  fake.setDefaultScenario(scenario);
  fake.calcomUrl = process.env.CALCOM_FAKE_URL ?? null;
  if (process.env.FAKE_CONCURRENCY_LIMIT) {
    fake.concurrency.concurrency_limit = Number(process.env.FAKE_CONCURRENCY_LIMIT);
  }
  fake.timing.eventGapMs = 2_000;
  fake.seedAgent({
    agent_name: 'Storm Follow-up (Retell)',
    general_prompt: 'You call homeowners.',
  });
  console.log(`Retell fake on ${fake.url} — RETELL_BASE_URL=${fake.url}, API key "${key}"`);
  if (fake.calcomUrl) console.log(`'booking' calls book on the Cal.com fake at ${fake.calcomUrl}`);
}
