import type {
  AcculynxMethod,
  HailProvider,
  StormProvider,
  StormStatus,
} from '../../../shared/storm/storm-providers';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { publishEvents } from '../../events/publish-events';
import { acculynxApi } from '../../integrations/acculynx/acculynx-client';
import { secretBoxFor } from '../../security/secret-box';
import {
  deleteStormConnection,
  listStormConnections,
  loadStormSecret,
  upsertStormConnection,
} from './storm.repository';

type Deps = Pick<AppDeps, 'db' | 'config' | 'events' | 'logger'>;

/** Associated data of a sealed storm secret: it opens only as this account's secret for this provider. */
const secretContext = (accountId: string, provider: StormProvider) =>
  `account:${accountId}:storm:${provider}`;

/** Connected yes/no per provider (never a key), for every member of the account. */
export async function getStormStatus(
  deps: Pick<Deps, 'db'>,
  accountId: string,
): Promise<StormStatus> {
  const rows = await listStormConnections(deps.db, accountId);
  const of = (provider: StormProvider) => {
    const row = rows.find((r) => r.provider === provider);
    return {
      connected: Boolean(row),
      verified: row?.verified ?? false,
      connectedAt: row ? new Date(row.connected_at).toISOString() : null,
    };
  };
  const acculynx = rows.find((r) => r.provider === 'acculynx');
  return {
    acculynx: {
      ...of('acculynx'),
      method: acculynx?.method ?? null,
    },
    hailtrace: of('hailtrace'),
    hailrecon: of('hailrecon'),
  };
}

async function saveConnection(
  deps: Deps,
  actor: SessionUser,
  provider: StormProvider,
  connection: {
    method: AcculynxMethod;
    secret: string;
    verified: boolean;
  },
): Promise<StormStatus> {
  const sealed = secretBoxFor(deps.config).seal(
    connection.secret,
    secretContext(actor.accountId, provider),
  );
  await upsertStormConnection(deps.db, {
    accountId: actor.accountId,
    provider,
    method: connection.method,
    sealed,
    verified: connection.verified,
    userId: actor.id,
  });
  await publishEvents(deps, actor.accountId, [{ type: 'storm.changed' }]);
  return getStormStatus(deps, actor.accountId);
}

/** Checks the key against AccuLynx first; a refused key is not stored. */
export async function connectAcculynxByKey(
  deps: Deps,
  actor: SessionUser,
  apiKey: string,
): Promise<StormStatus> {
  await acculynxApi(deps.config, apiKey).checkKey();
  return saveConnection(deps, actor, 'acculynx', {
    method: 'api_key',
    secret: apiKey,
    verified: true,
  });
}

/** HailTrace needs an app id issued to us and HailRecon has no API: the key is stored, unchecked. */
export function connectHailProvider(
  deps: Deps,
  actor: SessionUser,
  provider: HailProvider,
  apiKey: string,
): Promise<StormStatus> {
  return saveConnection(deps, actor, provider, {
    method: 'api_key',
    secret: apiKey,
    verified: false,
  });
}

/** Deletes the connection with its secret. Disconnecting twice is not an error. */
export async function disconnectStorm(
  deps: Deps,
  actor: SessionUser,
  provider: StormProvider,
): Promise<StormStatus> {
  if (await deleteStormConnection(deps.db, actor.accountId, provider)) {
    await publishEvents(deps, actor.accountId, [{ type: 'storm.changed' }]);
  }
  return getStormStatus(deps, actor.accountId);
}

/** The decrypted secret for server-side use (a later issue's AccuLynx sync); null when none. */
export async function readStormSecret(
  deps: Pick<Deps, 'db' | 'config'>,
  accountId: string,
  provider: StormProvider,
): Promise<string | null> {
  const sealed = await loadStormSecret(deps.db, accountId, provider);
  if (!sealed) return null;
  return secretBoxFor(deps.config).open(sealed, secretContext(accountId, provider));
}
