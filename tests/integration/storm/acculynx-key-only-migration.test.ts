import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { down, up } from '../../../migrations/0057_acculynx_key_only';
import { startAcculynxFake } from '../../fakes/acculynx-fake';
import { createTestContext } from '../../helpers/test-context';
import { callerFor, createOwner } from '../teams/team-fixtures';

const ACCULYNX_KEY = 'acx_migration_key_0057';
const acculynx = await startAcculynxFake({ apiKeys: [ACCULYNX_KEY] });
afterAll(() => acculynx.close());
const ctx = await createTestContext({ ACCULYNX_BASE_URL: acculynx.url });

describe('migration 0057 (AccuLynx by API key only)', () => {
  it('deletes every stored AccuLynx login with its sealed password, and keeps API keys', async () => {
    const byKey = await createOwner(ctx, 'ByKey');
    const byLogin = await createOwner(ctx, 'ByLogin');
    await callerFor(ctx, byKey).storm.connectAcculynxKey({ apiKey: ACCULYNX_KEY });
    await down(ctx.db);
    // A login stored before 0057: its password sealed in ciphertext.
    await sql`
      insert into storm_connections (account_id, provider, method, username, key_id, ciphertext)
      values (${byLogin.accountId}, 'acculynx', 'login', 'dana@roofing.example', 'k1', 'sealed-password')`.execute(
      ctx.db,
    );
    await up(ctx.db);
    const { rows } = await sql<{ account_id: string; method: string }>`
      select account_id, method from storm_connections`.execute(ctx.db);
    expect(rows).toEqual([{ account_id: byKey.accountId, method: 'api_key' }]);
    const { rows: passwords } = await sql`
      select 1 from storm_connections where ciphertext = 'sealed-password'`.execute(ctx.db);
    expect(passwords).toEqual([]);
    const login = sql`
      insert into storm_connections (account_id, provider, method, key_id, ciphertext)
      values (${byLogin.accountId}, 'acculynx', 'login', 'k1', 'again')`.execute(ctx.db);
    await expect(login).rejects.toThrow(/storm_connections_method_check/);
  });
});
