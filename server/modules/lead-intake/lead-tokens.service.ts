import { createHash, randomBytes } from 'node:crypto';
import { LEAD_INTAKE_MESSAGES } from '../../../shared/lead-intake/lead-intake-messages';
import {
  type CreatedLeadToken,
  LEAD_TOKEN_SCOPE,
  LEAD_TOKENS_MAX,
  type LeadTokenView,
} from '../../../shared/lead-intake/lead-intake-tokens';
import type { SessionUser } from '../../auth/session-user';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError, UnauthenticatedError } from '../../errors';
import {
  activeTokenCount,
  insertToken,
  revokeToken,
  tokenByHash,
  tokensOfAccount,
  touchToken,
} from './lead-tokens.repository';

type Deps = Pick<AppDeps, 'db'>;

const TOKEN_PREFIX = 'sdl_';
const HINT_LENGTH = TOKEN_PREFIX.length + 6;
/** last_used_at moves at most this often per token (and per process, see `touched`). */
const TOUCH_EVERY_SECONDS = 60;

export type IntakeToken = { id: string; accountId: string; name: string };

export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest();

type Row = Awaited<ReturnType<typeof tokensOfAccount>>[number];

function viewOf(row: Row): LeadTokenView {
  return {
    id: row.id,
    name: row.name,
    scope: LEAD_TOKEN_SCOPE,
    hint: `${row.token_hint}…`,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
    revokedAt: row.revoked_at?.toISOString() ?? null,
  };
}

export async function listLeadTokens(deps: Deps, accountId: string): Promise<LeadTokenView[]> {
  return (await tokensOfAccount(deps.db, accountId)).map(viewOf);
}

/** A new token: 256 random bits; only its sha-256 is stored, the secret is returned once. */
export async function createLeadToken(
  deps: Deps,
  actor: SessionUser,
  name: string,
): Promise<CreatedLeadToken> {
  if ((await activeTokenCount(deps.db, actor.accountId)) >= LEAD_TOKENS_MAX) {
    throw new ConflictError(LEAD_INTAKE_MESSAGES.tooManyTokens(LEAD_TOKENS_MAX));
  }
  const secret = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await insertToken(deps.db, {
    accountId: actor.accountId,
    name,
    hash: hashOfSecret(secret),
    hint: secret.slice(0, HINT_LENGTH),
    createdBy: actor.id,
  });
  return { token: viewOf(row), secret };
}

export async function revokeLeadToken(
  deps: Deps,
  accountId: string,
  id: string,
): Promise<LeadTokenView> {
  const row = await revokeToken(deps.db, accountId, id);
  if (!row) throw new NotFoundError(LEAD_INTAKE_MESSAGES.tokenNotFound);
  return viewOf(row);
}

/** When this process last moved each token's last_used_at (ms): most requests write nothing. */
const touched = new Map<string, number>();
const TOUCHED_MAX = 10_000;

/**
 * The token an `Authorization: Bearer <secret>` header names, found by the secret's hash (no
 * secret is compared); refuses a missing, unknown or revoked one with the catalogued message.
 */
export async function authenticateLeadToken(
  deps: Deps,
  authorization: string | undefined,
): Promise<IntakeToken> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw new UnauthenticatedError(LEAD_INTAKE_MESSAGES.tokenMissing);
  const secret = match[1]!;
  const row = secret.startsWith(TOKEN_PREFIX)
    ? await tokenByHash(deps.db, hashOfSecret(secret))
    : undefined;
  if (!row || row.revoked_at !== null) {
    throw new UnauthenticatedError(LEAD_INTAKE_MESSAGES.tokenInvalid);
  }
  const now = Date.now();
  if (now - (touched.get(row.id) ?? 0) >= TOUCH_EVERY_SECONDS * 1000) {
    if (touched.size >= TOUCHED_MAX) touched.clear();
    touched.set(row.id, now);
    await touchToken(deps.db, row.id, TOUCH_EVERY_SECONDS);
  }
  return { id: row.id, accountId: row.account_id, name: row.name };
}
