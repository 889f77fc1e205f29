import type { Transaction } from 'kysely';
import {
  type SaveVariantsInput,
  VARIANT_MESSAGES,
  type VariantActionInput,
  variantsRefusal,
} from '../../../../shared/ab/variant-inputs';
import type { VariantsView } from '../../../../shared/ab/variant-types';
import { allowanceOf } from '../../../../shared/billing/allowance';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type { Database } from '../../../db/types';
import type { AppDeps } from '../../../deps';
import { BadInputError, NotFoundError } from '../../../errors';
import { publishEvents } from '../../../events/publish-events';
import { accountPlans } from '../../billing/billing.repository';
import { type VariantRow, variantsOfList } from './variants.repository';

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'queues' | 'voice'>;
type Trx = Transaction<Database>;

async function planOf(db: AppDeps['db'], accountId: string) {
  const plan = (await accountPlans(db, [accountId])).get(accountId);
  if (!plan) throw new NotFoundError('Account not found');
  return allowanceOf(plan, new Date());
}

/** Locks the account's list (the dialer's lock order: lists before contacts), or refuses. */
async function lockList(trx: Trx, accountId: string, listId: string): Promise<void> {
  const list = await trx
    .selectFrom('contact_lists')
    .select('id')
    .where('id', '=', listId)
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!list) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
}

const toView = (rows: VariantRow[], plan: { agents: number; label: string }): VariantsView => ({
  variants: rows.map((row) => ({
    id: row.id,
    agentId: row.voice_agent_id,
    agentName: row.agent_name,
    weight: row.weight,
    stoppedAt: row.stopped_at?.toISOString() ?? null,
  })),
  planAgents: plan.agents,
  planLabel: plan.label,
});

export async function getVariants(deps: Deps, accountId: string, listId: string) {
  const plan = await planOf(deps.db, accountId);
  const list = await deps.db
    .selectFrom('contact_lists')
    .select('id')
    .where('id', '=', listId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!list) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  return toView(await variantsOfList(deps.db, accountId, listId), plan);
}

/**
 * Sets the list's running variants and their weights, within the plan's agents. A variant left out
 * stops; a stopped one named again runs again. Stored assignments stay: weights steer new contacts.
 */
export async function saveVariants(deps: Deps, accountId: string, input: SaveVariantsInput) {
  const plan = await planOf(deps.db, accountId);
  const refusal = variantsRefusal(input.variants, plan);
  if (refusal) throw new BadInputError(refusal);
  const agentIds = input.variants.map((variant) => variant.agentId);
  const agents = await deps.db
    .selectFrom('voice_agents')
    .select(['id', 'name', 'retell_agent_id'])
    .where('account_id', '=', accountId)
    .where('id', 'in', agentIds)
    .execute();
  if (agents.length !== agentIds.length) throw new NotFoundError(VARIANT_MESSAGES.agentNotFound);
  // Real calls override the agent per call: each variant's agent must exist on Retell.
  const unsynced = agents.find((agent) => !agent.retell_agent_id);
  if (deps.voice.name !== 'simulated' && unsynced) {
    throw new BadInputError(VARIANT_MESSAGES.notOnRetell(unsynced.name));
  }
  const rows = await deps.db.transaction().execute(async (trx) => {
    await lockList(trx, accountId, input.listId);
    await trx
      .updateTable('list_variants')
      .set({ stopped_at: new Date() })
      .where('list_id', '=', input.listId)
      .where('stopped_at', 'is', null)
      .where('voice_agent_id', 'not in', agentIds)
      .execute();
    await trx
      .insertInto('list_variants')
      .values(
        input.variants.map((variant) => ({
          account_id: accountId,
          list_id: input.listId,
          voice_agent_id: variant.agentId,
          weight: variant.weight,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['list_id', 'voice_agent_id']).doUpdateSet((eb) => ({
          weight: eb.ref('excluded.weight'),
          stopped_at: null,
        })),
      )
      .execute();
    return variantsOfList(trx, accountId, input.listId);
  });
  await changed(deps, accountId, input.listId);
  return toView(rows, plan);
}

/**
 * The frame stop and promote share: under the list's lock, finds the variant (or refuses), lets
 * `act` change it, and answers the list's variants afterwards (and tells the account's tabs).
 */
async function actOnVariant(
  deps: Deps,
  accountId: string,
  input: VariantActionInput,
  act: (trx: Trx, variant: VariantRow, variants: VariantRow[]) => Promise<void>,
): Promise<VariantsView> {
  const plan = await planOf(deps.db, accountId);
  const rows = await deps.db.transaction().execute(async (trx) => {
    await lockList(trx, accountId, input.listId);
    const variants = await variantsOfList(trx, accountId, input.listId);
    const variant = variants.find((v) => v.id === input.variantId);
    if (!variant) throw new NotFoundError(VARIANT_MESSAGES.variantNotFound);
    await act(trx, variant, variants);
    return variantsOfList(trx, accountId, input.listId);
  });
  await changed(deps, accountId, input.listId);
  return toView(rows, plan);
}

/**
 * Stops one variant: it takes no more contacts, and its contacts go, at their next dial, to
 * where the same hash sends them among the running variants.
 */
export function stopVariant(deps: Deps, accountId: string, input: VariantActionInput) {
  return actOnVariant(deps, accountId, input, async (trx, variant, variants) => {
    if (variant.stopped_at) throw new BadInputError(VARIANT_MESSAGES.notRunning);
    if (variants.filter((v) => !v.stopped_at).length < 2) {
      throw new BadInputError(VARIANT_MESSAGES.lastVariant);
    }
    await trx
      .updateTable('list_variants')
      .set({ stopped_at: new Date() })
      .where('id', '=', variant.id)
      .execute();
  });
}

/** Makes the variant's agent the list's only agent: the test ends (its results stay readable). */
export function promoteVariant(deps: Deps, accountId: string, input: VariantActionInput) {
  return actOnVariant(deps, accountId, input, async (trx, variant) => {
    await trx
      .updateTable('contact_lists')
      .set({ voice_agent_id: variant.voice_agent_id, updated_at: new Date() })
      .where('id', '=', input.listId)
      .execute();
    await trx
      .updateTable('list_variants')
      .set({ stopped_at: new Date() })
      .where('list_id', '=', input.listId)
      .where('stopped_at', 'is', null)
      .execute();
  });
}

function changed(deps: Deps, accountId: string, listId: string) {
  return publishEvents(deps, accountId, [{ type: 'list.changed', listId }]);
}
