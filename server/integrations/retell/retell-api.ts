import { z } from 'zod';
import type { RetellClient } from './retell-client';
import { callRetell } from './retell-errors';
import {
  expectShape,
  RetellAgentListShape,
  RetellAgentShape,
  type RetellConcurrency,
  RetellConcurrencyShape,
  RetellLlmShape,
  RetellPhoneNumberListShape,
  RetellPhoneNumberShape,
  RetellVoiceShape,
} from './retell-shapes';
import { type RetellCall, RetellCallShape } from './retell-webhook-shape';

export type RetellAgent = z.infer<typeof RetellAgentShape>;
export type RetellLlm = z.infer<typeof RetellLlmShape>;
export type RetellVoice = z.infer<typeof RetellVoiceShape>;
export type RetellPhoneNumber = z.infer<typeof RetellPhoneNumberShape>;
export type RetellLlmPayload = Parameters<RetellClient['llm']['create']>[0];
export type RetellAgentPayload = Parameters<RetellClient['agent']['create']>[0];
export type RetellPhoneCallPayload = Parameters<RetellClient['call']['createPhoneCall']>[0];

/** Pages are bounded: an account with more agents/numbers than this sees the first ones. */
const PAGE_SIZE = 1000;
const MAX_PAGES = 5;

type ListPage<Item> = { items: Item[]; has_more?: boolean; pagination_key?: string | null };

/** Reads a paginated list up to MAX_PAGES pages of PAGE_SIZE. */
async function readPages<Item>(
  listPage: (query: { limit: number; pagination_key: string | undefined }) => Promise<unknown>,
  shape: z.ZodType<ListPage<Item>>,
): Promise<Item[]> {
  const out: Item[] = [];
  let paginationKey: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await callRetell(
      () => listPage({ limit: PAGE_SIZE, pagination_key: paginationKey }),
      { listing: true },
    );
    const parsed = expectShape(shape, answer);
    out.push(...parsed.items);
    if (!parsed.has_more || !parsed.pagination_key) break;
    paginationKey = parsed.pagination_key;
  }
  return out;
}

function accountOperations(client: RetellClient) {
  return {
    /** A cheap authenticated read: resolves when Retell accepts the key. */
    async checkKey(): Promise<void> {
      await callRetell(() => client.agent.list({ limit: 1 }), { listing: true });
    },
    async listVoices(): Promise<RetellVoice[]> {
      const voices = await callRetell(() => client.voice.list(), { listing: true });
      return expectShape(z.array(RetellVoiceShape), voices);
    },
    /** The account's concurrency (`GET /get-concurrency`); every field is optional. */
    async getConcurrency(): Promise<RetellConcurrency> {
      return expectShape(
        RetellConcurrencyShape,
        await callRetell(() => client.concurrency.retrieve()),
      );
    },
  };
}

function agentOperations(client: RetellClient) {
  return {
    async listAgents(): Promise<{ agentId: string; agentName: string | null }[]> {
      const items = await readPages((query) => client.agent.list(query), RetellAgentListShape);
      return items.map((item) => ({ agentId: item.agent_id, agentName: item.agent_name ?? null }));
    },
    async getAgent(agentId: string): Promise<RetellAgent> {
      return expectShape(RetellAgentShape, await callRetell(() => client.agent.retrieve(agentId)));
    },
    async createAgent(payload: RetellAgentPayload): Promise<RetellAgent> {
      return expectShape(RetellAgentShape, await callRetell(() => client.agent.create(payload)));
    },
    async updateAgent(agentId: string, payload: Partial<RetellAgentPayload>): Promise<RetellAgent> {
      return expectShape(
        RetellAgentShape,
        await callRetell(() => client.agent.update(agentId, payload)),
      );
    },
    async deleteAgent(agentId: string): Promise<void> {
      await callRetell(() => client.agent.delete(agentId));
    },
  };
}

function llmOperations(client: RetellClient) {
  return {
    async getLlm(llmId: string): Promise<RetellLlm> {
      return expectShape(RetellLlmShape, await callRetell(() => client.llm.retrieve(llmId)));
    },
    async createLlm(payload: RetellLlmPayload): Promise<RetellLlm> {
      return expectShape(RetellLlmShape, await callRetell(() => client.llm.create(payload)));
    },
    async updateLlm(llmId: string, payload: RetellLlmPayload): Promise<RetellLlm> {
      return expectShape(RetellLlmShape, await callRetell(() => client.llm.update(llmId, payload)));
    },
    async deleteLlm(llmId: string): Promise<void> {
      await callRetell(() => client.llm.delete(llmId));
    },
  };
}

function phoneNumberOperations(client: RetellClient) {
  return {
    async listPhoneNumbers(): Promise<RetellPhoneNumber[]> {
      return readPages((query) => client.phoneNumber.list(query), RetellPhoneNumberListShape);
    },
    async updatePhoneNumber(
      phoneNumber: string,
      payload: Parameters<RetellClient['phoneNumber']['update']>[1],
    ): Promise<RetellPhoneNumber> {
      return expectShape(
        RetellPhoneNumberShape,
        await callRetell(() => client.phoneNumber.update(phoneNumber, payload)),
      );
    },
    async buyPhoneNumber(areaCode: number): Promise<RetellPhoneNumber> {
      return expectShape(
        RetellPhoneNumberShape,
        await callRetell(() => client.phoneNumber.create({ area_code: areaCode })),
      );
    },
  };
}

function callOperations(client: RetellClient) {
  return {
    /** Places one call. The client must run with `maxRetries: 0`: a retried create could dial twice. */
    async createPhoneCall(payload: RetellPhoneCallPayload): Promise<RetellCall> {
      return expectShape(
        RetellCallShape,
        await callRetell(() => client.call.createPhoneCall(payload)),
      );
    },
    /** The call we placed with this id of ours in its metadata, if Retell has it. */
    async findCallByOurId(ourCallId: string): Promise<RetellCall | null> {
      const answer = await callRetell(() =>
        client.call.list({
          limit: 2,
          filter_criteria: {
            metadata: [{ key: 'call_id', type: 'string', op: 'eq', value: ourCallId }],
          },
        } as Parameters<RetellClient['call']['list']>[0]),
      );
      const page = expectShape(z.object({ items: z.array(RetellCallShape) }), answer);
      return page.items[0] ?? null;
    },
    async getCall(providerCallId: string): Promise<RetellCall> {
      return expectShape(
        RetellCallShape,
        await callRetell(() => client.call.retrieve(providerCallId)),
      );
    },
  };
}

/** Every operation the product makes on Retell, each mapped onto the spec's catalogue. */
export function retellApi(client: RetellClient) {
  return {
    ...accountOperations(client),
    ...agentOperations(client),
    ...llmOperations(client),
    ...phoneNumberOperations(client),
    ...callOperations(client),
  };
}

export type RetellApi = ReturnType<typeof retellApi>;
