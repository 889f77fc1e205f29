import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { sign } from 'retell-sdk';
import type { SessionUser } from '../../server/auth/session-user';
import { createHttpServer } from '../../server/http-server';
import { storeSecret } from '../../server/modules/api-keys/api-keys.service';
import { insertVoiceAgent } from '../../tests/helpers/voice-agent-row';
import type { BenchInfra } from './bench-env';
import { type Summary, summarize, summaryRow } from './stats';

const KEY = 'retell-inbound-bench-key';
const LISTS = 4;

/** One account: `size` contacts over four lists with a Retell agent, a third of them called once. */
async function seedAccount(infra: BenchInfra, size: number) {
  const { rows } = await sql<{ account_id: string; user_id: string }>`
    with a as (insert into accounts (name) values ('inbound bench') returning id),
    u as (
      insert into users (account_id, role, email, name, password_hash)
      select id, 'owner', 'inbound-' || gen_random_uuid() || '@example.test', 'Bench', 'x' from a
      returning id, account_id
    )
    select account_id, id as user_id from u`.execute(infra.db);
  const { account_id: accountId, user_id: userId } = rows[0]!;
  const agentId = await insertVoiceAgent(infra, accountId, 'Bench agent', 'agent_bench');
  const perList = Math.ceil(size / LISTS);
  await sql`
    with l as (
      insert into contact_lists (account_id, name, file_name, contact_count, voice_agent_id)
      select ${accountId}::uuid, 'Inbound ' || n, 'inbound.csv', ${perList}, ${agentId}::uuid
      from generate_series(1, ${LISTS}) n returning id
    ),
    c as (
      insert into contacts (list_id, account_id, row_number, phone_number, first_name)
      select l.id, ${accountId}, g, '+1214' || (2000000 + g)::text, 'Lead ' || g
      from l cross join generate_series(1, ${perList}) g
      returning id, list_id, row_number
    )
    insert into calls (account_id, list_id, contact_id, attempt, round_seq, provider, state,
      outcome, to_number, started_at, ended_at)
    select ${accountId}, c.list_id, c.id, 1, 1, 'retell', 'ended', 'Dial No Answer',
      '+1214' || (2000000 + c.row_number)::text, now() - interval '1 day', now() - interval '1 day'
    from c where c.row_number % 3 = 0`.execute(infra.db);
  await sql`analyze contacts`.execute(infra.db);
  await sql`analyze calls`.execute(infra.db);
  const user = { id: userId, accountId, role: 'owner' } as SessionUser;
  await storeSecret(infra, user, 'retell', KEY, { status: 'valid', message: null });
  return { accountId, perList };
}

async function timeInbound(
  url: string,
  numbers: readonly string[],
  known: boolean,
): Promise<Summary> {
  const samples: number[] = [];
  for (const [i, from] of numbers.entries()) {
    const body = JSON.stringify({
      event: 'call_inbound',
      call_inbound: { from_number: from, to_number: '+12145550100' },
    });
    const signature = await sign(body, KEY);
    const started = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-retell-signature': signature },
      body,
    });
    const text = await res.text();
    if (i >= 20) samples.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`call_inbound answered ${res.status}`);
    const metadata = (JSON.parse(text) as { call_inbound: { metadata?: { contact_id?: string } } })
      .call_inbound.metadata;
    if (Boolean(metadata?.contact_id) !== known) {
      throw new Error(`call_inbound from ${from} was ${known ? 'not ' : ''}matched to a contact`);
    }
  }
  return summarize(samples);
}

/**
 * Retell's signed `call_inbound` answered through the real API (HTTP, signature, caller lookup
 * among the account's contacts, the agent and variables): sequential requests, 20 warm-up.
 */
export async function inboundBench(infra: BenchInfra, quick: boolean) {
  const size = quick ? 2_000 : 1_000_000;
  const requests = quick ? 40 : 520;
  const { accountId, perList } = await seedAccount(infra, size);
  const server = createHttpServer(infra).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/retell/inbound/${accountId}`;
  try {
    const pick = (i: number) => `+1214${2_000_000 + ((i * 7919) % perList) + 1}`;
    const known = await timeInbound(
      url,
      Array.from({ length: requests }, (_, i) => pick(i)),
      true,
    );
    const unknown = await timeInbound(
      url,
      Array.from({ length: requests }, (_, i) => `+1469${3_000_000 + i}`),
      false,
    );
    return {
      title: 'Callbacks: answering Retell’s call_inbound',
      worstP99: Math.max(known.p99, unknown.p99),
      body: `
One account with ${size.toLocaleString('en-US')} contacts over ${LISTS} lists (a third called once
before), its Retell key stored. Signed \`call_inbound\` requests posted one at a time to the real
API, ${requests - 20} timed after 20 warm-up: signature check, caller lookup by E.164 number among
the account's contacts, the answering agent and the call variables.

| caller | min | median | p99 | max |
|---|---|---|---|---|
${summaryRow('known contact (the list that called them)', known)}
${summaryRow('unknown number (the inbound agent)', unknown)}

Target: p99 under 200 ms (Retell waits at most 10 s).`,
    };
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
