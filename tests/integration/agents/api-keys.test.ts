import { afterAll, describe, expect, it } from 'vitest';
import { REDACT_PATHS } from '../../../server/logger';
import { readSecret } from '../../../server/modules/api-keys/api-keys.service';
import { SecretBoxError } from '../../../server/security/secret-box';
import { RETELL_MESSAGES } from '../../../shared/agents/retell-messages';
import { startRetellFake } from '../../fakes/retell-fake';
import { capturedLogger } from '../../helpers/captured-logger';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';
import { Browser, signUpUser } from '../auth/auth-browser';
import { addUser, callerFor, createOwner } from '../teams/team-fixtures';
import { storeLegacyKey } from './agent-fixtures';

const GOOD_KEY = 'key_retell_good_0123456789';
const fake = await startRetellFake([GOOD_KEY]);
afterAll(() => fake.close());
const ctx = await createTestContext({ RETELL_BASE_URL: fake.url, RETELL_MAX_RETRIES: '0' });

describe('account API keys', () => {
  it('lets an owner save a key; every member then sees Configured, never the key', async () => {
    const owner = await createOwner(ctx, 'Keys');
    const member = await addUser(ctx, owner.accountId, 'member');
    const before = await callerFor(ctx, member).apiKeys.status();
    expect(before.map((s) => [s.provider, s.configured, s.unused])).toEqual([
      ['retell', false, false],
    ]);

    const saved = await callerFor(ctx, owner).apiKeys.save({ provider: 'retell', key: GOOD_KEY });
    expect(saved).toMatchObject({ provider: 'retell', configured: true, unused: false });
    const after = await callerFor(ctx, member).apiKeys.status();
    expect(after.find((s) => s.provider === 'retell')?.configured).toBe(true);
    expect(JSON.stringify([saved, after])).not.toContain(GOOD_KEY);
  });

  it('asks for no key the product never reads: OpenAI and ElevenLabs saves are refused', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'Unasked'));
    for (const provider of ['openai', 'elevenlabs']) {
      const error = await rejection(
        // @ts-expect-error: the API no longer names these providers
        caller.apiKeys.save({ provider, key: 'sk-never-read' }),
      );
      expect(error.code).toBe('BAD_REQUEST');
    }
    expect((await caller.apiKeys.status()).map((s) => s.provider)).toEqual(['retell']);
  });

  it('keeps a stored OpenAI or ElevenLabs key stored, listed as unused', async () => {
    const owner = await createOwner(ctx, 'Legacy');
    await storeLegacyKey(ctx, owner, 'openai', 'sk-legacy-openai');
    const statuses = await callerFor(ctx, owner).apiKeys.status();
    expect(statuses.map((s) => [s.provider, s.configured, s.unused])).toEqual([
      ['retell', false, false],
      ['openai', true, true],
    ]);
    expect(JSON.stringify(statuses)).not.toContain('sk-legacy-openai');
    const kept = await ctx.db
      .selectFrom('account_api_keys')
      .select('provider')
      .where('account_id', '=', owner.accountId)
      .execute();
    expect(kept).toEqual([{ provider: 'openai' }]);
  });

  it('refuses members changing keys', async () => {
    const owner = await createOwner(ctx, 'Members');
    const member = await addUser(ctx, owner.accountId, 'member');
    const error = await rejection(
      callerFor(ctx, member).apiKeys.save({ provider: 'retell', key: 'key_member' }),
    );
    expect(error.code).toBe('FORBIDDEN');
  });

  it('keeps each account to its own keys', async () => {
    const a = await createOwner(ctx, 'Alpha');
    const b = await createOwner(ctx, 'Bravo');
    await callerFor(ctx, a).apiKeys.save({ provider: 'retell', key: GOOD_KEY });
    await storeLegacyKey(ctx, a, 'elevenlabs', 'el-alpha');
    const bStatus = await callerFor(ctx, b).apiKeys.status();
    expect(bStatus.every((s) => !s.configured)).toBe(true);
  });

  it("binds a sealed key to its account: A's ciphertext copied into B's row does not open", async () => {
    const a = await createOwner(ctx, 'SealA');
    const b = await createOwner(ctx, 'SealB');
    await callerFor(ctx, a).apiKeys.save({ provider: 'retell', key: 'key_sealed_for_a' });
    await callerFor(ctx, b).apiKeys.save({ provider: 'retell', key: 'key_sealed_for_b' });
    const aRow = await ctx.db
      .selectFrom('account_api_keys')
      .select(['ciphertext', 'key_id'])
      .where('account_id', '=', a.accountId)
      .where('provider', '=', 'retell')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('account_api_keys')
      .set(aRow)
      .where('account_id', '=', b.accountId)
      .where('provider', '=', 'retell')
      .execute();
    expect(await readSecret(ctx, a.accountId, 'retell')).toBe('key_sealed_for_a');
    await expect(readSecret(ctx, b.accountId, 'retell')).rejects.toBeInstanceOf(SecretBoxError);
  });

  it('stores the key encrypted: two saves give different ciphertexts, neither holds the key', async () => {
    const owner = await createOwner(ctx, 'Cipher');
    const caller = callerFor(ctx, owner);
    const read = () =>
      ctx.db
        .selectFrom('account_api_keys')
        .select(['ciphertext', 'key_id'])
        .where('account_id', '=', owner.accountId)
        .where('provider', '=', 'retell')
        .executeTakeFirstOrThrow();
    await caller.apiKeys.save({ provider: 'retell', key: 'sk-same-key-twice' });
    const first = await read();
    await caller.apiKeys.save({ provider: 'retell', key: 'sk-same-key-twice' });
    const second = await read();
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(first.key_id).toMatch(/^[0-9a-f]{16}$/);
    for (const row of [first, second]) {
      expect(row.ciphertext).not.toContain('sk-same-key-twice');
      expect(Buffer.from(row.ciphertext, 'base64').toString('latin1')).not.toContain('same-key');
    }
  });

  it('rejects an empty key, a key with control characters and an overlong key as field errors', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'Bounds'));
    for (const key of ['', '   ', 'sk-\u0000abc', 'x'.repeat(501)]) {
      const error = await rejection(caller.apiKeys.save({ provider: 'retell', key }));
      expect(error.code).toBe('BAD_REQUEST');
    }
  });

  it('checks a Retell key once against Retell: accepted is Configured, refused shows the 401 text', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'Retell'));
    const good = await caller.apiKeys.save({ provider: 'retell', key: GOOD_KEY });
    expect(good).toMatchObject({ configured: true, checkStatus: 'valid', checkMessage: null });
    expect(fake.requests.at(-1)).toMatchObject({
      path: '/v2/list-agents',
      authorization: `Bearer ${GOOD_KEY}`,
    });

    const bad = await caller.apiKeys.save({ provider: 'retell', key: 'key_wrong' });
    expect(bad).toMatchObject({
      checkStatus: 'rejected',
      checkMessage: RETELL_MESSAGES.invalidKey,
    });
  });

  it('keeps a Retell key unchecked when Retell cannot be reached', async () => {
    const caller = callerFor(ctx, await createOwner(ctx, 'Offline'));
    fake.dropConnections(true);
    try {
      const saved = await caller.apiKeys.save({ provider: 'retell', key: GOOD_KEY });
      expect(saved).toMatchObject({ configured: true, checkStatus: 'unchecked' });
    } finally {
      fake.dropConnections(false);
    }
  });

  it('never writes a key into a response or a log line, over real HTTP', async () => {
    const { logger, lines } = capturedLogger({
      level: 'trace',
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    });
    const { url } = await startTestServer({ ...ctx, logger });
    const browser = new Browser(url);
    await signUpUser(browser);
    const secrets = [
      'sk-http-openai-key-42',
      GOOD_KEY,
      'el-http-eleven-key-42',
      'key_bad_retell_42',
    ];
    const bodies = [
      await browser.mutation('apiKeys.save', { provider: 'openai', key: secrets[0] }),
      await browser.mutation('apiKeys.save', { provider: 'retell', key: secrets[1] }),
      await browser.mutation('apiKeys.save', { provider: 'elevenlabs', key: secrets[2] }),
      await browser.mutation('apiKeys.save', { provider: 'retell', key: secrets[3] }),
      await browser.mutation('apiKeys.save', { provider: 'retell', key: 'x'.repeat(600) }),
      await browser.query('apiKeys.status'),
    ].map((r) => r.body);
    expect(bodies[5]).toContain('"configured":true');
    for (const secret of secrets) {
      expect(lines.join(''), 'log lines').not.toContain(secret);
      expect(bodies.join('\n'), 'responses').not.toContain(secret);
    }
    expect(lines.join('')).not.toContain('x'.repeat(600));
  });
});
