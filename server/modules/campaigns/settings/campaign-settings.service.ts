import type { CampaignSettingsView } from '../../../../shared/dialer/campaign-settings';
import { DIALER_MESSAGES } from '../../../../shared/dialer/dialer-messages';
import type {
  SaveCallSettingsInput,
  SaveGeneralInput,
  SaveVoiceInput,
} from '../../../../shared/dialer/list-inputs';
import { VOICE_CHOICE_MESSAGES } from '../../../../shared/dialer/real-call-readiness';
import type { RedialSettings } from '../../../../shared/dialer/redial-settings';
import type { AccountEvent } from '../../../../shared/events';
import type { AppDeps } from '../../../deps';
import { NotFoundError } from '../../../errors';
import { publishEvents } from '../../../events/publish-events';
import { setListDetails } from '../lists/contact-lists.repository';
import { recomputeEligibility } from '../model/eligibility-recompute';
import { withNextRounds } from '../rounds/next-round';
import { replanWaitingCampaigns } from '../rounds/redial-changes';
import {
  loadAccountDefaults,
  ownRedialSettings,
  upsertAccountDefaults,
} from './campaign-settings.repository';

type Deps = Pick<AppDeps, 'db' | 'events' | 'logger' | 'config' | 'queues'>;

/** listId 'defaults' in list.changed: the account defaults changed. */
export const DEFAULTS_CHANGED_ID = 'defaults';

function changed(accountId: string, deps: Deps, listIds: string[]) {
  const events: AccountEvent[] = listIds.map((listId) => ({ type: 'list.changed', listId }));
  return publishEvents(deps, accountId, events);
}

export async function getCampaignSettings(
  deps: Deps,
  accountId: string,
  listId: string | null,
): Promise<CampaignSettingsView> {
  const defaults = await loadAccountDefaults(deps.db, accountId);
  if (listId === null) {
    const { listName: name, listDescription: description, redial, voice } = defaults;
    return { scope: 'defaults', name, description, redial, usesDefaults: true, voice };
  }
  const list = await deps.db
    .selectFrom('contact_lists')
    .select([
      'name',
      'description',
      'max_attempts',
      'retry_delay_minutes',
      'retry_statuses',
      'voice_agent_id',
      'caller_number',
    ])
    .where('id', '=', listId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!list) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
  const own = ownRedialSettings(list);
  return {
    scope: 'list',
    name: list.name,
    description: list.description,
    redial: own ?? defaults.redial,
    usesDefaults: own === null,
    voice: { agentId: list.voice_agent_id, callerNumber: list.caller_number },
  };
}

/**
 * Chooses the voice agent and caller number of one list (null: the defaults') or of the
 * defaults. Both must be the account's own.
 */
export async function saveVoice(deps: Deps, accountId: string, input: SaveVoiceInput) {
  if (input.voiceAgentId) {
    const agent = await deps.db
      .selectFrom('voice_agents')
      .select('id')
      .where('id', '=', input.voiceAgentId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!agent) throw new NotFoundError(VOICE_CHOICE_MESSAGES.agentNotFound);
  }
  if (input.callerNumber) {
    const number = await deps.db
      .selectFrom('phone_numbers')
      .select('phone_number')
      .where('phone_number', '=', input.callerNumber)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!number) throw new NotFoundError(VOICE_CHOICE_MESSAGES.numberNotFound);
  }
  const columns = { voice_agent_id: input.voiceAgentId, caller_number: input.callerNumber };
  if (input.listId === null) {
    await upsertAccountDefaults(deps.db, accountId, { voice: columns });
    await changed(accountId, deps, [DEFAULTS_CHANGED_ID]);
  } else {
    const updated = await deps.db
      .updateTable('contact_lists')
      .set({ ...columns, updated_at: new Date() })
      .where('id', '=', input.listId)
      .where('account_id', '=', accountId)
      .returning('id')
      .executeTakeFirst();
    if (!updated) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
    await changed(accountId, deps, [input.listId]);
  }
  return getCampaignSettings(deps, accountId, input.listId);
}

/**
 * Saves redial settings for one list (its own from now on) or for the defaults, and recomputes
 * who is eligible when, so the dialer applies them from its next round. Lists are locked before
 * their contacts, the order the dialer uses.
 */
async function applyRedial(
  deps: Deps,
  accountId: string,
  listId: string | null,
  redial: RedialSettings | null,
): Promise<string[]> {
  return withNextRounds(deps, async (trx, rounds) => {
    let affected: string[];
    let effective: RedialSettings;
    if (listId === null) {
      await upsertAccountDefaults(trx, accountId, { redial: redial! });
      effective = redial!;
      const lists = await trx
        .selectFrom('contact_lists')
        .select('id')
        .where('account_id', '=', accountId)
        .where('max_attempts', 'is', null)
        .orderBy('id')
        .forUpdate()
        .execute();
      affected = lists.map((list) => list.id);
    } else {
      const list = await trx
        .selectFrom('contact_lists')
        .select('id')
        .where('id', '=', listId)
        .where('account_id', '=', accountId)
        .forUpdate()
        .executeTakeFirst();
      if (!list) throw new NotFoundError(DIALER_MESSAGES.listNotFound);
      await trx
        .updateTable('contact_lists')
        .set({
          max_attempts: redial?.maxAttempts ?? null,
          retry_delay_minutes: redial?.retryDelayMinutes ?? null,
          retry_statuses: redial?.retryStatuses ?? null,
          updated_at: new Date(),
        })
        .where('id', '=', list.id)
        .execute();
      effective = redial ?? (await loadAccountDefaults(trx, accountId)).redial;
      affected = [list.id];
    }
    await recomputeEligibility(
      trx,
      { listIds: affected },
      effective,
      deps.config.dialer.retryDelayUnitMs,
    );
    await replanWaitingCampaigns(trx, rounds, affected);
    return affected;
  });
}

export async function saveCallSettings(
  deps: Deps,
  accountId: string,
  input: SaveCallSettingsInput,
) {
  const affected = await applyRedial(deps, accountId, input.listId, input.redial);
  await changed(
    accountId,
    deps,
    input.listId === null ? [DEFAULTS_CHANGED_ID, ...affected] : affected,
  );
  return getCampaignSettings(deps, accountId, input.listId);
}

/** Drops a list's own settings: it follows the account defaults again. */
export async function useDefaultSettings(deps: Deps, accountId: string, listId: string) {
  const affected = await applyRedial(deps, accountId, listId, null);
  await changed(accountId, deps, affected);
  return getCampaignSettings(deps, accountId, listId);
}

export async function saveGeneral(deps: Deps, accountId: string, input: SaveGeneralInput) {
  if (input.listId === null) {
    await upsertAccountDefaults(deps.db, accountId, {
      listName: input.name,
      listDescription: input.description,
    });
    await changed(accountId, deps, [DEFAULTS_CHANGED_ID]);
  } else {
    const { listId, name, description } = input;
    if (!(await setListDetails(deps.db, accountId, { listId, name, description }))) {
      throw new NotFoundError(DIALER_MESSAGES.listNotFound);
    }
    await changed(accountId, deps, [input.listId]);
  }
  return getCampaignSettings(deps, accountId, input.listId);
}
