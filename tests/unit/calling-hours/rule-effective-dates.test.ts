import { describe, expect, it, vi } from 'vitest';
import {
  isWindowOpen,
  nextWindowOpening,
} from '../../../server/modules/campaigns/policy/calling-hours';
import { stateRuleTexts } from '../../../server/modules/campaigns/policy/state-rules-text';
import { DEFAULT_CALLING_SCHEDULE } from '../../../shared/dialer/calling-schedule';

// A rule that starts on a clock-change day: from Sunday 1 Nov 2026 (DST ends in Chicago at 2:00),
// Iowa closes on Sundays. The real table has no such row; this one stands in for a future rule.
vi.mock('../../../server/modules/campaigns/policy/state-rule-table', async (importOriginal) => {
  const real =
    await importOriginal<
      typeof import('../../../server/modules/campaigns/policy/state-rule-table')
    >();
  const sundaysClosed = {
    from: '2026-11-01',
    until: null,
    hours: real.week('08:00-21:00', { 0: null }),
    closedOnStateHolidays: false,
    maxCallsPer24h: null,
    citation: 'test rule',
    confidence: 'cited' as const,
  };
  return {
    ...real,
    RULE_TABLE: { ...real.RULE_TABLE, IA: { ...real.RULE_TABLE.IA!, versions: [sundaysClosed] } },
  };
});

const allWeek = { ...DEFAULT_CALLING_SCHEDULE, days: [0, 1, 2, 3, 4, 5, 6] };
const key = 'America/Chicago|IA';

describe('a rule that takes effect on a clock-change day in the contact zone', () => {
  it('is ignored the day before, even after UTC midnight', () => {
    // Saturday 31 Oct, 20:00 CDT: already 1 Nov in UTC, still the 31st in Chicago.
    expect(isWindowOpen(key, allWeek, new Date('2026-11-01T01:00:00Z'))).toBe(true);
  });

  it('applies from local midnight of its day', () => {
    // Sunday 1 Nov, 9:00 CST (after the change): closed by the new rule.
    expect(isWindowOpen(key, allWeek, new Date('2026-11-01T15:00:00Z'))).toBe(false);
    // Without the rule the next opening would be Sunday 8:00 CST; with it, Monday 8:00 CST.
    const next = nextWindowOpening(key, allWeek, new Date('2026-11-01T03:00:00Z'));
    expect(next?.at.toISOString()).toBe('2026-11-02T14:00:00.000Z');
  });

  it('is quoted in the audit text only where it is in force somewhere in the US', () => {
    expect(stateRuleTexts(new Date('2026-10-31T18:00:00Z')).IA).toBe(
      'IA: federal rules only (unverified)',
    );
    // 1 Nov 06:00 UTC: 1 Nov in the east (UTC−4/−5), still 31 Oct in Hawaii (UTC−10).
    expect(stateRuleTexts(new Date('2026-11-01T06:00:00Z')).IA).toBe(
      'IA: Sun closed, Mon 8:00–21:00, Tue 8:00–21:00, Wed 8:00–21:00, Thu 8:00–21:00, Fri 8:00–21:00, Sat 8:00–21:00 or IA: federal rules only (unverified)',
    );
  });
});
