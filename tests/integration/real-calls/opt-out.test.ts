import { describe, expect, it } from 'vitest';
import {
  END_CALL_TOOL,
  OPT_OUT_TOKEN_HEADER,
  optOutFunctionUrl,
  optOutTool,
} from '../../../server/integrations/retell/retell-opt-out-tool';
import { optOutToken } from '../../../server/voice/call-events/opt-out-token';
import { OPT_OUT_RESULT } from '../../../server/voice/call-events/retell-function.route';
import { contactsOf } from '../../helpers/dialer-fixtures';
import { contactNumber, importList, realModeAccount } from './real-call-fixtures';
import { dialEveryoneOnce, startRetellWorld } from './retell-world';

const KEY = 'retell-opt-out-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

describe('opt-outs captured from the call', () => {
  it('a call analysed as opted out puts the number on the list, in every list of the account', async () => {
    const a = await realModeAccount(ctx, fake, url, 'opt-out', KEY);
    const list = await importList(ctx, a.user.accountId, 2);
    const other = await importList(ctx, a.user.accountId, 2);
    fake.scenarios.set(contactNumber(1), 'opt-out');
    fake.scenarios.set(contactNumber(2), 'conversation');
    await dialEveryoneOnce(ctx, a.caller, list.id);

    const listed = await ctx.db
      .selectFrom('do_not_call_numbers')
      .selectAll()
      .where('account_id', '=', a.user.accountId)
      .execute();
    expect(listed).toMatchObject([{ phone_number: contactNumber(1), source: 'opt-out' }]);
    expect(listed[0]!.call_id).not.toBeNull();

    const [optedOut, talked] = await contactsOf(ctx, list.id);
    expect(optedOut).toMatchObject({ status: 'Do Not Call', attempts: 1 });
    expect(optedOut!.status_before_dnc).not.toBeNull();
    expect(talked!.status).not.toBe('Do Not Call');
    const [elsewhere, untouched] = await contactsOf(ctx, other.id);
    expect(elsewhere!.status).toBe('Do Not Call');
    expect(untouched!.status).toBe('Not Called');
  });
});

describe('the opt-out function during the call', () => {
  it('an opt-out said during a call puts the number on the list before the call ends', async () => {
    const a = await realModeAccount(ctx, fake, url, 'opt-out-function', KEY);
    // The agent as the product writes it to Retell: end_call and the opt-out function.
    const engine = fake.agents.get(a.retellAgentId)!.response_engine as { llm_id: string };
    fake.llms.get(engine.llm_id)!.general_tools = [
      END_CALL_TOOL,
      optOutTool(optOutFunctionUrl(`${url}/api/webhooks/retell`)),
    ];
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'opt-out-function');
    const onListWhenCallEnded: boolean[] = [];
    fake.hooks.beforeCallEnded = async () => {
      const row = await ctx.db
        .selectFrom('do_not_call_numbers')
        .select(['source', 'call_id'])
        .where('account_id', '=', a.user.accountId)
        .where('phone_number', '=', contactNumber(1))
        .executeTakeFirst();
      onListWhenCallEnded.push(row?.source === 'opt-out' && row.call_id !== null);
    };
    try {
      await dialEveryoneOnce(ctx, a.caller, list.id);
      await fake.idle();
    } finally {
      fake.hooks.beforeCallEnded = undefined;
    }

    expect(fake.functionCalls).toEqual([
      {
        callId: expect.stringMatching(/^call_/),
        name: 'stormdialer_opt_out',
        status: 200,
        answer: { result: OPT_OUT_RESULT },
      },
    ]);
    expect(onListWhenCallEnded).toEqual([true]);
    const [contact] = await contactsOf(ctx, list.id);
    expect(contact).toMatchObject({ status: 'Do Not Call', attempts: 1 });
    // The call ran the agent version the product checked.
    const create = fake.requests.find((r) => r.path === '/v2/create-phone-call')!;
    expect(create.body?.override_agent_version).toBe(0);
  });

  it("refuses a call of the function without this server's token for the call", async () => {
    const post = (token?: string) =>
      fetch(optOutFunctionUrl(`${url}/api/webhooks/retell`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token && { [OPT_OUT_TOKEN_HEADER]: token }),
        },
        body: '{}',
      }).then((res) => res.status);
    const callId = '5b0d6c1e-8a7f-4c1b-9a57-2f3e4d5c6b7a';
    expect(await post()).toBe(401);
    expect(await post(`${callId}.forged`)).toBe(401);
    expect(await post(optOutToken(callId, 'another-servers-secret'))).toBe(401);
    // Signed here but for no call of ours: answered, and nothing is listed.
    expect(await post(optOutToken(callId, ctx.config.auth.jwtSecret))).toBe(200);
  });
});
