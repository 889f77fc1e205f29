import { describe, expect, it } from 'vitest';
import { bootstrapInterval, wilsonInterval } from '../../../shared/ab/ab-statistics';
import { importList, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { storedAgent } from '../real-calls/real-call-fixtures';

const ctx = await createTestContext();

type Seed = {
  contacts: number;
  connected: number;
  booked: number;
  /** Calls whose agent reported a booking without an appointment. */
  reportedOnly: number;
};

/**
 * A list with two running variants and ended calls seeded per contact: the first `connected`
 * contacts of each variant connected (60 s), the first `booked` of them have an appointment; every
 * contact's first call was a no-answer redialled once (one trial, two calls); each call costs $1.
 */
async function seededTest(label: string, seeds: [Seed, Seed], simulatedExtra = 0) {
  const owner = await signedInUser(ctx, label);
  const accountId = owner.user.accountId;
  const total = seeds[0].contacts + seeds[1].contacts + simulatedExtra;
  const list = await importList(ctx, accountId, total);
  const agents = [
    await storedAgent(ctx, accountId, `${label} A`),
    await storedAgent(ctx, accountId, `${label} B`),
  ];
  const view = await owner.caller.variants.save({
    listId: list.id,
    variants: agents.map((agent) => ({ agentId: agent.id, weight: 50 })),
  });
  const variantIds = agents.map((agent) => view.variants.find((v) => v.agentId === agent.id)!.id);
  const contacts = await ctx.db
    .selectFrom('contacts')
    .select('id')
    .where('list_id', '=', list.id)
    .orderBy('row_number')
    .execute();
  let next = 0;
  const base = {
    account_id: accountId,
    list_id: list.id,
    state: 'ended' as const,
    cost_cents: 100,
  };
  for (const [v, seed] of seeds.entries()) {
    for (let i = 0; i < seed.contacts; i++) {
      const contactId = contacts[next++]!.id;
      const connected = i < seed.connected;
      const common = { ...base, contact_id: contactId, ab_variant_id: variantIds[v]! };
      await ctx.db
        .insertInto('calls')
        .values([
          { ...common, attempt: 1, provider: 'retell', outcome: 'Dial No Answer', duration_ms: 0 },
          {
            ...common,
            attempt: 2,
            provider: 'retell',
            voice_agent_id: agents[v]!.id,
            outcome: connected ? 'Completed' : 'Dial No Answer',
            duration_ms: connected ? 60_000 : 0,
            call_fields: JSON.stringify({
              appointment_booked:
                i < seed.booked || (connected && i < seed.booked + seed.reportedOnly),
            }),
          },
        ])
        .execute();
      if (i < seed.booked) await appointmentFrom(accountId, contactId, list.id, variantIds[v]!);
    }
  }
  for (let i = 0; i < simulatedExtra; i++) {
    await ctx.db
      .insertInto('calls')
      .values({
        ...base,
        contact_id: contacts[next++]!.id,
        ab_variant_id: variantIds[0]!,
        attempt: 1,
        provider: 'simulated',
        outcome: 'Completed',
      })
      .execute();
  }
  return { owner, list, variantIds };
}

async function appointmentFrom(
  accountId: string,
  contactId: number,
  listId: string,
  variant: string,
) {
  const call = await ctx.db
    .selectFrom('calls')
    .select('id')
    .where('list_id', '=', listId)
    .where('contact_id', '=', contactId)
    .where('ab_variant_id', '=', variant)
    .where('attempt', '=', 2)
    .executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('appointments')
    .values({
      account_id: accountId,
      source: 'app',
      title: 'Roof inspection',
      start_time: new Date('2030-01-01T10:00:00Z'),
      end_time: new Date('2030-01-01T11:00:00Z'),
      client_name: 'Homeowner',
      status: 'confirmed',
      contact_id: contactId,
      call_id: call.id,
    })
    .execute();
}

describe('A/B results per variant', () => {
  it('counts contacts, not calls, with Wilson and bootstrap intervals, and names the leader', async () => {
    const { owner, list, variantIds } = await seededTest('lead', [
      { contacts: 120, connected: 60, booked: 30, reportedOnly: 5 },
      { contacts: 110, connected: 44, booked: 6, reportedOnly: 0 },
    ]);
    const results = await owner.caller.variants.results({ listId: list.id });
    const [a, b] = variantIds.map((id) => results.variants.find((v) => v.id === id)!);
    expect(a).toMatchObject({
      contactsDialled: 120,
      connected: { count: 60, rate: 0.5, interval: wilsonInterval(60, 120) },
      booked: { count: 30, rate: 0.25, interval: wilsonInterval(30, 120) },
      reportedByAgent: 35,
      averageDurationS: { value: 60 },
      costPerBooking: { value: 240 / 30 },
      stopped: false,
    });
    expect(b).toMatchObject({
      contactsDialled: 110,
      connected: { count: 44, interval: wilsonInterval(44, 110) },
      booked: { count: 6, interval: wilsonInterval(6, 110) },
      reportedByAgent: 6,
      costPerBooking: { value: 220 / 6 },
    });
    // Every connected call lasted 60 s: no resample can say otherwise.
    expect(a!.averageDurationS.interval).toEqual({ low: 60, high: 60 });
    const cost = a!.costPerBooking.interval!;
    expect(cost.low).toBeLessThan(8);
    expect(cost.high).toBeGreaterThan(8);
    const perContact = Array.from({ length: 120 }, (_, i) => i < 30);
    const expected = bootstrapInterval(
      perContact,
      (s) => (s.filter(Boolean).length > 0 ? (s.length * 2) / s.filter(Boolean).length : null),
      { resamples: 1000 },
    );
    expect(cost).toEqual(expected);
    expect(results.leading).toMatchObject({
      id: variantIds[0],
      runnerUp: variantIds[1],
      contacts: 120,
      runnerUpContacts: 110,
      test: { significant: true },
    });
    expect(results.simulated).toEqual({ included: true, realCallsExist: false });
  });

  it('names no leader below 100 contacts per variant, however large the difference', async () => {
    const { owner, list } = await seededTest('small', [
      { contacts: 99, connected: 99, booked: 60, reportedOnly: 0 },
      { contacts: 99, connected: 10, booked: 0, reportedOnly: 0 },
    ]);
    const results = await owner.caller.variants.results({ listId: list.id });
    expect(results.variants.map((v) => v.contactsDialled)).toEqual([99, 99]);
    expect(results.leading).toBeNull();
  });

  it('leaves simulated calls out when asked, and counts them when included', async () => {
    const { owner, list, variantIds } = await seededTest(
      'sim',
      [
        { contacts: 5, connected: 5, booked: 0, reportedOnly: 0 },
        { contacts: 5, connected: 0, booked: 0, reportedOnly: 0 },
      ],
      3,
    );
    const real = await owner.caller.variants.results({ listId: list.id, includeSimulated: false });
    const all = await owner.caller.variants.results({ listId: list.id, includeSimulated: true });
    const dialled = (r: typeof real) =>
      r.variants.find((v) => v.id === variantIds[0])!.contactsDialled;
    expect(dialled(real)).toBe(5);
    expect(dialled(all)).toBe(8);
    expect(real.simulated.included).toBe(false);
  });
});
