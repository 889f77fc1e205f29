import { describe, expect, it } from 'vitest';
import { signedInMember, signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';

const ctx = await createTestContext();

describe('Settings → Compliance: the rule table', () => {
  it('shows every state and DC with its versions, sources and unverified marks, to any member', async () => {
    const owner = await signedInUser(ctx, 'rules');
    const member = await signedInMember(ctx, owner);
    const rows = await member.caller.ruleTable.list();
    expect(rows).toHaveLength(51);
    expect(rows.map((r) => r.code)).toContain('DC');
    expect(rows.find((r) => r.code === 'NY')).toMatchObject({ versions: [], recording: null });
    const pa = rows.find((r) => r.code === 'PA')!;
    expect(pa.versions.map((v) => [v.dates, v.unverified])).toEqual([
      ['until 2019-12-02', false],
      ['2019-12-03 to 2026-10-17', false],
      ['from 2026-10-18', true],
    ]);
    expect(pa.versions[2]!.rules).toBe('Mon–Sat 8:00–21:00; Sun closed, closed on state holidays');
    expect(pa.recording).toBe('all parties (unverified; 18 Pa. C.S. § 5704)');
    const fl = rows.find((r) => r.code === 'FL')!;
    expect(fl.versions[0]).toMatchObject({
      dates: 'in force',
      rules: 'Mon–Sun 8:00–20:00, at most 3 per 24 h',
      unverified: false,
    });
    expect(await owner.caller.ruleTable.list()).toEqual(rows);
  });
});
