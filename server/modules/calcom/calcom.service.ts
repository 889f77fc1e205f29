import {
  CALCOM_MESSAGES,
  type CalcomEventType,
  type CalcomStatus,
} from '../../../shared/agents/calcom';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { BadInputError } from '../../errors';
import { calcomApi } from '../../integrations/calcom/calcom-client';
import { readSecret, storeSecret } from '../api-keys/api-keys.service';
import { calcomUsername, saveCalcomUsername } from './calcom.repository';
import { registerBookingWebhook } from './calcom-webhook-setup';

type Deps = Pick<AppDeps, 'db' | 'config'>;
type ConnectDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'queues'>;

/** One Cal.com connection per account, for the Voice Agents header and the calendar page alike. */
export async function getCalcomStatus(deps: Deps, accountId: string): Promise<CalcomStatus> {
  const [username, key] = await Promise.all([
    calcomUsername(deps.db, accountId),
    deps.db
      .selectFrom('account_api_keys')
      .select('provider')
      .where('account_id', '=', accountId)
      .where('provider', '=', 'calcom')
      .executeTakeFirst(),
  ]);
  return { connected: Boolean(username && key), username };
}

/**
 * Checks the key against an endpoint that requires it, stores it encrypted, registers the booking
 * webhook and queues the first pull of bookings.
 */
export async function connectCalcom(
  deps: ConnectDeps,
  actor: SessionUser,
  input: { apiKey: string; username: string },
): Promise<CalcomStatus> {
  await calcomApi(deps.config, input.apiKey).checkKey();
  await storeSecret(deps, actor, 'calcom', input.apiKey, { status: 'valid', message: null });
  await saveCalcomUsername(deps.db, actor.accountId, input.username);
  await registerBookingWebhook(deps, actor.accountId, input.apiKey);
  await deps.queues.add('calcom-sync', { accountId: actor.accountId });
  return getCalcomStatus(deps, actor.accountId);
}

export async function listCalcomEventTypes(
  deps: Deps,
  accountId: string,
): Promise<CalcomEventType[]> {
  const key = await readSecret(deps, accountId, 'calcom');
  if (!key) throw new BadInputError(CALCOM_MESSAGES.notConnected);
  return calcomApi(deps.config, key).listEventTypes();
}
