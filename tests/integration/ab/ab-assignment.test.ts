import { sql, type Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/types';
import { callingClockOf } from '../../../server/modules/campaigns/rounds/calling-clock';
import { openKeysOfList } from '../../../server/modules/campaigns/rounds/list-windows';
import {
  claimContacts,
  insertCalls,
} from '../../../server/modules/campaigns/rounds/rounds.repository';
import { variantsOfClaimed } from '../../../server/modules/campaigns/variants/claimed-variants';
import { VARIANT_MESSAGES } from '../../../shared/ab/variant-inputs';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { storedAgent } from '../real-calls/real-call-fixtures';

const ctx = await createTestContext();
const CONTACTS = 60;

/** One dial of every eligible contact of the list through the round's own claim steps. */
async function dialAll(listId: string) {
  return ctx.db.transaction().execute(async (trx: Transaction<Database>) => {
    const openKeys = await openKeysOfList(trx, listId, callingClockOf(ctx).now());
    const claimed = await claimContacts(
      trx,
      [{ listId, count: CONTACTS, openKeys }],
      new Date(),
      false,
    );
    const variantOf = await variantsOfClaimed(trx, claimed);
    await insertCalls(trx, claimed, new Map(), 'simulated', new Date(), variantOf);
    return claimed.length;
  });
}

/** Every contact back to due for a redial (as a no-answer whose delay has passed). */
async function dueForRedial(listId: string) {
  await sql`update calls set state = 'ended', ended_at = now(), outcome = 'Dial No Answer'
    where list_id = ${listId} and state = 'in-progress'`.execute(ctx.db);
  await sql`update contacts set status = 'Dial No Answer', attempts = attempts + 1,
      next_eligible_at = now() - interval '1 minute'
    where list_id = ${listId}`.execute(ctx.db);
}

async function assignments(listId: string) {
  const rows = await ctx.db
    .selectFrom('contacts')
    .select(['id', 'ab_variant_id'])
    .where('list_id', '=', listId)
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [row.id, row.ab_variant_id]));
}

/** The latest call's variant and agent per contact. */
async function latestCalls(listId: string) {
  const { rows } = await sql<{ contact_id: number; ab_variant_id: string; voice_agent_id: string }>`
    select distinct on (contact_id) contact_id, ab_variant_id, voice_agent_id from calls
    where list_id = ${listId} order by contact_id, started_at desc, attempt desc`.execute(ctx.db);
  return rows;
}

async function setup(label: string) {
  const owner = await signedInUser(ctx, label);
  const list = await importList(ctx, owner.user.accountId, CONTACTS);
  const a = await storedAgent(ctx, owner.user.accountId, `${label} A`);
  const b = await storedAgent(ctx, owner.user.accountId, `${label} B`);
  return { owner, list, a, b };
}

describe('A/B variant assignment on the dialer', () => {
  it('stores the variant at first dispatch; redials keep it after the weights change', async () => {
    const { owner, list, a, b } = await setup('keep');
    const saved = await owner.caller.variants.save({
      listId: list.id,
      variants: [
        { agentId: a.id, weight: 50 },
        { agentId: b.id, weight: 50 },
      ],
    });
    const agentOf = new Map(saved.variants.map((v) => [v.id, v.agentId]));
    expect([...(await assignments(list.id)).values()].every((v) => v === null)).toBe(true);

    expect(await dialAll(list.id)).toBe(CONTACTS);
    const first = await assignments(list.id);
    const onA = [...first.values()].filter((v) => agentOf.get(v!) === a.id).length;
    expect(onA).toBeGreaterThan(10);
    expect(onA).toBeLessThan(50);
    // The call is placed by the variant's agent.
    for (const call of await latestCalls(list.id)) {
      expect(call.ab_variant_id).toBe(first.get(call.contact_id));
      expect(call.voice_agent_id).toBe(agentOf.get(call.ab_variant_id));
    }

    await owner.caller.variants.save({
      listId: list.id,
      variants: [
        { agentId: a.id, weight: 1 },
        { agentId: b.id, weight: 100 },
      ],
    });
    await dueForRedial(list.id);
    expect(await dialAll(list.id)).toBe(CONTACTS);
    expect(await assignments(list.id)).toEqual(first);
    for (const call of await latestCalls(list.id)) {
      expect(call.ab_variant_id).toBe(first.get(call.contact_id));
    }
  });

  it("moves only a stopped variant's contacts, at their next dial", async () => {
    const { owner, list, a, b } = await setup('stop');
    const saved = await owner.caller.variants.save({
      listId: list.id,
      variants: [
        { agentId: a.id, weight: 50 },
        { agentId: b.id, weight: 50 },
      ],
    });
    const variantA = saved.variants.find((v) => v.agentId === a.id)!;
    const variantB = saved.variants.find((v) => v.agentId === b.id)!;
    await dialAll(list.id);
    const before = await assignments(list.id);

    const stopped = await owner.caller.variants.stop({ listId: list.id, variantId: variantA.id });
    expect(stopped.variants.find((v) => v.id === variantA.id)!.stoppedAt).not.toBeNull();
    await expect(
      owner.caller.variants.stop({ listId: list.id, variantId: variantB.id }),
    ).rejects.toThrow(VARIANT_MESSAGES.lastVariant);

    await dueForRedial(list.id);
    await dialAll(list.id);
    const after = await assignments(list.id);
    for (const [contactId, variant] of before) {
      expect(after.get(contactId)).toBe(variantB.id);
      if (variant === variantB.id) expect(after.get(contactId)).toBe(variant);
    }
    for (const call of await latestCalls(list.id)) expect(call.voice_agent_id).toBe(b.id);
  });

  it("refuses more variants than the plan's agents, with the catalogued message", async () => {
    const { owner, list, a, b } = await setup('limit');
    const c = await storedAgent(ctx, owner.user.accountId, 'limit C');
    const three = [a, b, c].map((agent) => ({ agentId: agent.id, weight: 10 }));
    await expect(owner.caller.variants.save({ listId: list.id, variants: three })).rejects.toThrow(
      VARIANT_MESSAGES.abovePlan(2, 'Free Trial'),
    );
    await ctx.db
      .insertInto('billing_plans')
      .values({
        account_id: owner.user.accountId,
        plan_id: 'starter',
        period_anchor: new Date(),
        chosen_by: null,
      })
      .execute();
    await expect(
      owner.caller.variants.save({ listId: list.id, variants: three.slice(0, 2) }),
    ).rejects.toThrow(VARIANT_MESSAGES.abovePlan(1, 'Starter plan'));
    expect((await owner.caller.variants.get({ listId: list.id })).variants).toEqual([]);
  });

  it("refuses another account's agent and list", async () => {
    const { owner, list, a } = await setup('mine');
    const other = await setup('theirs');
    await expect(
      owner.caller.variants.save({
        listId: list.id,
        variants: [
          { agentId: a.id, weight: 1 },
          { agentId: other.a.id, weight: 1 },
        ],
      }),
    ).rejects.toThrow(VARIANT_MESSAGES.agentNotFound);
    await expect(owner.caller.variants.get({ listId: other.list.id })).rejects.toThrow(
      'Contact list not found',
    );
  });

  it("promotes a variant to the list's only agent and ends the test", async () => {
    const { owner, list, a, b } = await setup('promote');
    const saved = await owner.caller.variants.save({
      listId: list.id,
      variants: [
        { agentId: a.id, weight: 50 },
        { agentId: b.id, weight: 50 },
      ],
    });
    const variantB = saved.variants.find((v) => v.agentId === b.id)!;
    const after = await owner.caller.variants.promote({ listId: list.id, variantId: variantB.id });
    expect(after.variants.every((v) => v.stoppedAt !== null)).toBe(true);
    const settings = await owner.caller.campaignSettings.get({ listId: list.id });
    expect(settings.voice.agentId).toBe(b.id);
    await dialAll(list.id);
    for (const call of await latestCalls(list.id)) {
      expect(call.ab_variant_id).toBeNull();
      // No variant: the list's own agent, B since the promotion.
      expect(call.voice_agent_id).toBe(b.id);
    }
  });
});
