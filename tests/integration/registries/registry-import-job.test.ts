import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runRegistryImport } from '../../../server/modules/campaigns/registries/registry-import.job';
import { createTestContext } from '../../helpers/test-context';
import { insertAccount } from '../campaigns/policy-property-fixtures';

const ctx = await createTestContext();
const dir = mkdtempSync(join(tmpdir(), 'registry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const copy = {
  registry: 'national',
  kind: 'full',
  areaCodes: ['214'],
  downloadDate: '2026-06-01',
} as const;

describe('the registry import job (a file on the server)', () => {
  it('streams the file into the account’s copy in batches, counting bad rows', async () => {
    const accountId = await insertAccount(ctx);
    const path = join(dir, 'area-214.txt');
    const lines = Array.from({ length: 2500 }, (_, i) => `214${String(2000000 + i)}`);
    writeFileSync(path, [...lines, '9725550104', ''].join('\n'));
    await runRegistryImport(ctx, { accountId, path, copy: { ...copy, areaCodes: ['214'] } });
    const row = await ctx.db
      .selectFrom('registry_copies')
      .select(['status', 'rows_imported', 'rows_rejected', 'imported_at'])
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'imported', rows_imported: 2500, rows_rejected: 1 });
    expect(row.imported_at).toBeInstanceOf(Date);
    const { n } = await ctx.db
      .selectFrom('registry_numbers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(2500);
  });

  it('stores nothing for a path that is not a file', async () => {
    const accountId = await insertAccount(ctx);
    await runRegistryImport(ctx, {
      accountId,
      path: join(dir, 'missing.txt'),
      copy: { ...copy, areaCodes: ['214'] },
    });
    const copies = await ctx.db
      .selectFrom('registry_copies')
      .select('id')
      .where('account_id', '=', accountId)
      .execute();
    expect(copies).toEqual([]);
  });
});
