import { describe, expect, it } from 'vitest';
import { importContactsCsv } from '../../../server/modules/campaigns/lists/import-contacts.service';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

const FILE = [
  'phone,first_name',
  '+12142000001,"=HYPERLINK(""http://evil.example"",""Click"")"',
  '+12142000002,@SUM(A1)',
  '+12142000003,-2+3',
  '+12142000004,Plain Name',
].join('\n');

describe('the pipeline export', () => {
  it('escapes a name a spreadsheet would run as a formula', async () => {
    const owner = await signedInUser(ctx, 'formulas');
    const imported = await importContactsCsv(ctx, {
      accountId: owner.user.accountId,
      fileName: 'formulas.csv',
      bytes: Buffer.from(`${FILE}\n`),
    });
    if (!imported.ok) throw new Error(imported.message);
    const res = await fetch(`${url}/api/leads/export.csv`, { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    const [, ...rows] = (await res.text()).split('\r\n').slice(0, -1);
    // First Name, then Last Name (empty here), then the number.
    const nameCells = rows.map((line) => {
      const phone = line.indexOf(',,+1214');
      return [line.slice(phone + 2, phone + 14), line.slice(0, phone)];
    });
    expect(Object.fromEntries(nameCells)).toEqual({
      '+12142000001': `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
      '+12142000002': "'@SUM(A1)",
      '+12142000003': "'-2+3",
      '+12142000004': 'Plain Name',
    });
  });
});
