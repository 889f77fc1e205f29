import { randomUUID } from 'node:crypto';
import type { DialDecision } from '../../../server/modules/campaigns/rounds/dial-records';
import { appendDialRecords } from '../../../server/modules/campaigns/rounds/dial-records';
import type { TestContext } from '../../helpers/test-context';

/** A decision of the last check for `accountId`, as the pre-dial check hands it to the record. */
export function decision(accountId: string, i: number, refused = false): DialDecision {
  return {
    callId: randomUUID(),
    accountId,
    refusedReason: refused ? 'do not call' : null,
    startedBy: null,
    phoneNumber: `+1214300${String(i).padStart(4, '0')}`,
    windowKey: 'America/Chicago|TX',
    schedule: {
      start: '08:00',
      end: '21:00',
      days: [1, 2, 3, 4, 5, 6],
      skipFederalHolidays: true,
      defaultState: null,
    },
    stateRules: 'TX: 9:00–21:00 Mon–Sat',
    consentBasis: 'consent claimed by file, no written evidence, 2026-01-02',
    dncCheckedAt: new Date('2026-03-10T18:00:05.123Z'),
    numberCount: 1,
    numberCap: 3,
    agentId: null,
    consentEventId: i + 1,
    dncChecks: [
      {
        list: 'account do-not-call list',
        checked_at: '2026-03-10T18:00:05.123Z',
        numbers: 2,
        latest_added_at: null,
      },
    ],
    agentVersion: 4,
    disclosureHash: 'a'.repeat(64),
  };
}

/** Appends `count` records for the account decided at `decidedAt`, each in its own transaction. */
export async function appendRecords(
  ctx: TestContext,
  accountId: string,
  count: number,
  decidedAt = new Date(),
) {
  for (let i = 0; i < count; i++) {
    await ctx.db
      .transaction()
      .execute((trx) => appendDialRecords(trx, [decision(accountId, i)], decidedAt, decidedAt));
  }
}
