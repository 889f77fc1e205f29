import { describe, expect, it } from 'vitest';
import { repTransferTool } from '../../../server/integrations/retell/transfer';
import { contactsOf } from '../../helpers/dialer-fixtures';
import { contactNumber, importList, realModeAccount } from '../real-calls/real-call-fixtures';
import { dialEveryoneOnce, startRetellWorld } from '../real-calls/retell-world';

const KEY = 'retell-transfer-key';
const { fake, ctx, url } = await startRetellWorld(KEY);

type Account = Awaited<ReturnType<typeof realModeAccount>>;

/** Sends an LLM update to the fake as the agent sync does (its field check applies). */
function updateLlm(llmId: string, body: Record<string, unknown>) {
  return fetch(`${fake.url}/update-retell-llm/${llmId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const llmOf = (a: Account) =>
  String((fake.agents.get(a.retellAgentId)!.response_engine as { llm_id: string }).llm_id);

/** The agent with "Transfer hot leads to a rep", here and on Retell (its transfer_call tool). */
async function transferringAgent(label: string): Promise<Account> {
  const a = await realModeAccount(ctx, fake, url, label, KEY);
  const row = await ctx.db
    .selectFrom('voice_agents')
    .select('configuration_json')
    .where('id', '=', a.agentId)
    .executeTakeFirstOrThrow();
  const configuration = row.configuration_json as Record<string, unknown>;
  const functions = [...((configuration.functions as string[]) ?? []), 'rep-transfer'];
  await ctx.db
    .updateTable('voice_agents')
    .set({ configuration_json: JSON.stringify({ ...configuration, functions }) })
    .where('id', '=', a.agentId)
    .execute();
  expect((await updateLlm(llmOf(a), { general_tools: [repTransferTool()] })).status).toBe(200);
  return a;
}

const ALWAYS = { timeZone: 'UTC', days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' };

/** The dynamic variables of the account's create-phone-call (every test calls the same number). */
const variablesSentBy = (a: Account) =>
  fake.requests.find(
    (r) =>
      r.path === '/v2/create-phone-call' &&
      (r.body?.metadata as { account_id?: string } | undefined)?.account_id === a.user.accountId,
  )?.body?.retell_llm_dynamic_variables as Record<string, string> | undefined;

async function callOf(a: Account, listId: string) {
  const [contact] = await contactsOf(ctx, listId);
  const call = await ctx.db
    .selectFrom('calls')
    .select(['id', 'transfer_to_rep_id', 'transfer_outcome', 'transfer_destination'])
    .where('contact_id', '=', contact!.id)
    .executeTakeFirstOrThrow();
  return { call, details: await a.caller.callLogs.details({ callId: call.id }) };
}

describe('warm transfer to the sales rep on duty (Retell fake)', () => {
  it('transfers to the rep on duty and shows the bridged transfer in Call Logs', async () => {
    const a = await transferringAgent('transfer-bridged');
    await a.caller.salesReps.add({
      ...ALWAYS,
      name: 'Off Rep',
      phone: '+12145550111',
      enabled: false,
    });
    const rep = await a.caller.salesReps.add({
      ...ALWAYS,
      name: 'Dana Reyes',
      phone: '(214) 555-0122',
    });
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'transfer');
    await dialEveryoneOnce(ctx, a.caller, list.id);

    expect(variablesSentBy(a)).toMatchObject({
      transfer_rep_number: '+12145550122',
      transfer_rep_name: 'Dana Reyes',
      transfer_rep_on_duty: 'yes',
    });
    const { call, details } = await callOf(a, list.id);
    expect(call).toMatchObject({
      transfer_to_rep_id: rep.id,
      transfer_outcome: 'bridged',
      transfer_destination: '+12145550122',
    });
    expect(details.disconnectionReason).toBe('transfer_bridged');
    expect(details.transfer).toBe(
      'Transferred to Dana Reyes (+12145550122): bridged (the rep answered)',
    );
    // Removing the rep later rewrites nothing on the call.
    await a.caller.salesReps.remove({ id: rep.id });
    expect((await callOf(a, list.id)).call).toMatchObject({ transfer_to_rep_id: rep.id });
    expect((await callOf(a, list.id)).details.transfer).toBe(details.transfer);
  });

  it('shows a transfer the rep did not answer as not bridged', async () => {
    const a = await transferringAgent('transfer-cancelled');
    await a.caller.salesReps.add({ ...ALWAYS, name: 'Sam Ortiz', phone: '+12145550133' });
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'transfer-unanswered');
    await dialEveryoneOnce(ctx, a.caller, list.id);
    const { call, details } = await callOf(a, list.id);
    expect(call.transfer_outcome).toBe('cancelled');
    expect(details.transfer).toBe(
      'Transferred to Sam Ortiz (+12145550133): not bridged (transfer cancelled)',
    );
  });

  it('offers no transfer when no rep is on duty', async () => {
    const a = await transferringAgent('transfer-none');
    await a.caller.salesReps.add({
      ...ALWAYS,
      name: 'Off Rep',
      phone: '+12145550144',
      enabled: false,
    });
    const list = await importList(ctx, a.user.accountId, 1);
    fake.scenarios.set(contactNumber(1), 'transfer');
    await dialEveryoneOnce(ctx, a.caller, list.id);
    expect(variablesSentBy(a)).toMatchObject({
      transfer_rep_number: '',
      transfer_rep_name: '',
      transfer_rep_on_duty: 'no',
    });
    const { call, details } = await callOf(a, list.id);
    expect(call).toMatchObject({ transfer_to_rep_id: null, transfer_outcome: null });
    expect(details.disconnectionReason).toBe('user_hangup');
    expect(details.transfer).toBeNull();
  });

  it('the fake refuses transfer fields the reference does not name', async () => {
    const a = await realModeAccount(ctx, fake, url, 'transfer-fields', KEY);
    const tool = repTransferTool();
    const warmWithWhisper = {
      ...tool,
      transfer_option: { type: 'warm_transfer', private_handoff_option: { type: 'prompt' } },
    };
    const refused = await updateLlm(llmOf(a), { general_tools: [warmWithWhisper] });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error_message:
        'general_tools.transfer_call.transfer_option.private_handoff_option is not named by the reference',
    });
    const unknownTool = await updateLlm(llmOf(a), { general_tools: [{ ...tool, whisper: 'x' }] });
    expect(await unknownTool.json()).toEqual({
      error_message: 'general_tools.transfer_call.whisper is not a valid field',
    });
  });
});
