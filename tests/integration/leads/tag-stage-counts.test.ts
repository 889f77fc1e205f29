import { describe, expect, it } from 'vitest';
import { PIPELINE_STAGES, type PipelineStage } from '../../../shared/leads/pipeline';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { importList } from '../real-calls/real-call-fixtures';

const ctx = await createTestContext();
const TAGS = ['Storm 11/20', 'Roof older than 20', 'Referral'] as const;

/** mulberry32: a small seeded generator, so a failing sequence can be replayed. */
function seeded(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % below;
  };
}

type Caller = Awaited<ReturnType<typeof signedInUser>>['caller'];

async function recount(accountId: string, tag: string) {
  const rows = await ctx.db
    .selectFrom('contact_tags as t')
    .innerJoin('contacts as c', 'c.id', 't.contact_id')
    .select(['c.stage', (eb) => eb.fn.countAll<string>().as('n')])
    .where('t.account_id', '=', accountId)
    .where('t.tag', '=', tag)
    .groupBy('c.stage')
    .execute();
  const counts = new Map(rows.map((row) => [row.stage, Number(row.n)]));
  return PIPELINE_STAGES.map((stage) => [stage, counts.get(stage) ?? 0]);
}

async function shown(caller: Caller, tag: string) {
  const counts = await caller.leads.stageCounts({ filters: { tag } });
  return counts.map((s) => [s.stage, s.count]);
}

describe('counts per stage within a tag', () => {
  it('match a recount after random tagging, untagging, stage moves and list deletions', async () => {
    const owner = await signedInUser(ctx, 'tag-counts');
    const lists = [];
    for (let i = 0; i < 3; i += 1) lists.push(await importList(ctx, owner.user.accountId, 12));
    const contactsOf = async () => (await owner.caller.leads.page({})).rows.map((r) => r.id);
    const next = seeded(36);
    const pick = (ids: readonly number[]) => ids.filter(() => next(3) === 0);

    for (let step = 0; step < 30; step += 1) {
      const ids = await contactsOf();
      if (ids.length === 0) break;
      const chosen = pick(ids).length > 0 ? pick(ids) : [ids[0]!];
      const tag = TAGS[next(TAGS.length)]!;
      const op = next(step === 25 ? 1 : 4);
      if (step === 25) await owner.caller.contacts.delete({ listId: lists[0]!.id });
      else if (op === 0) await owner.caller.leads.addTag({ contactIds: chosen, tag });
      else if (op === 1) await owner.caller.leads.removeTag({ contactIds: chosen, tag });
      else {
        const stage = PIPELINE_STAGES[next(PIPELINE_STAGES.length)] as PipelineStage;
        await owner.caller.leads.moveStage({ contactIds: chosen, stage });
      }
      for (const each of TAGS) {
        expect(await shown(owner.caller, each)).toEqual(await recount(owner.user.accountId, each));
      }
    }
    const tagged = await ctx.db
      .selectFrom('contact_tags')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', owner.user.accountId)
      .executeTakeFirstOrThrow();
    expect(Number(tagged.n)).toBeGreaterThan(0);
  });
});
