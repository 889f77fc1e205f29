import type { SessionUser } from '../../../server/auth/session-user';
import { upsertSealedKey } from '../../../server/modules/api-keys/api-keys.repository';
import { secretBoxFor } from '../../../server/security/secret-box';
import type { AgentDraftInput } from '../../../shared/agents/agent-schema';
import type { TestContext } from '../../helpers/test-context';
import { callerFor, createOwner } from '../teams/team-fixtures';

export const RETELL_KEY = 'key_agents_retell_0123';

/** A minimal agent draft: the server fills in every default. */
export const draft = (overrides: Partial<AgentDraftInput> = {}): AgentDraftInput => ({
  name: 'Storm Caller',
  ...overrides,
});

/** An owner whose account has a Retell key stored (checked against the fake). */
export async function ownerWithRetell(ctx: TestContext, label: string): Promise<SessionUser> {
  const owner = await createOwner(ctx, label);
  await callerFor(ctx, owner).apiKeys.save({ provider: 'retell', key: RETELL_KEY });
  return owner;
}

/** A key an earlier version asked for (OpenAI, ElevenLabs), stored the way it stored keys. */
export async function storeLegacyKey(
  ctx: TestContext,
  user: SessionUser,
  provider: 'openai' | 'elevenlabs',
  key: string,
) {
  const context = `account:${user.accountId}:api-key:${provider}`;
  await upsertSealedKey(ctx.db, {
    accountId: user.accountId,
    provider,
    sealed: secretBoxFor(ctx.config).seal(key, context),
    userId: user.id,
    checkStatus: 'unchecked',
    checkMessage: null,
  });
}
