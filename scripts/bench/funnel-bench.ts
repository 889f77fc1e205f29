import { getCallFunnel } from '../../server/modules/call-logs/funnel.service';
import { rawFunnel } from '../../server/modules/call-logs/funnel-rollups.repository';
import type { BenchInfra } from './bench-env';
import { timeSamples as time } from './stats';

/** The funnel's queries (dial to booking) over the seeded calls, and a check against the rows. */
export async function funnelBench(
  infra: BenchInfra,
  ids: { accountId: string; agentId: string; listId: string },
  samples: number,
) {
  const { accountId, agentId, listId } = ids;
  const timeZone = 'America/Chicago';
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const ask = (scopes: Parameters<typeof getCallFunnel>[2]['scopes']) => () =>
    getCallFunnel(infra, accountId, { scopes, timeZone, includeSimulated: true });
  const results = {
    all: await time(samples, ask([{}])),
    list: await time(samples, ask([{ listId }])),
    listAgent: await time(samples, ask([{ listId, agentId }])),
    compare: await time(samples, ask([{ listId }, { agentId, from }])),
  };
  for (const scope of [{}, { listId }, { listId, agentId, from }]) {
    const raw = await rawFunnel(infra.db, { ...scope, accountId, withSimulated: true });
    const [rolled] = (
      await getCallFunnel(infra, accountId, { scopes: [scope], includeSimulated: true })
    ).scopes;
    const same =
      rolled?.dialled === raw.dialled &&
      rolled.connected === raw.connected &&
      rolled.conversations === raw.conversations &&
      rolled.booked === raw.booked;
    if (!same) {
      throw new Error(`funnel ${JSON.stringify(rolled)} differs from rows ${JSON.stringify(raw)}`);
    }
  }
  const rawStarted = performance.now();
  const raw = await rawFunnel(infra.db, { accountId, withSimulated: true });
  return { ...results, rawMs: performance.now() - rawStarted, booked: raw.booked };
}
