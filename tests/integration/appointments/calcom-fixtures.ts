import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';
import { createHttpServer } from '../../../server/http-server';
import { startCalcomFake } from '../../fakes/calcom-fake';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { freePort } from '../../helpers/ports';
import { createTestContext, type TestContext } from '../../helpers/test-context';

export const CAL_KEY = 'cal_live_sync_key';
export const OTHER_CAL_KEY = 'cal_live_other_key';

/**
 * A test context whose APP_URL is a real app on a fixed port, with webhooks registered as for a
 * public address, and a Cal.com fake that delivers its signed webhooks there.
 */
export async function calcomWorld(overrides: Record<string, string> = {}) {
  const calcom = await startCalcomFake([CAL_KEY, OTHER_CAL_KEY]);
  afterAll(() => calcom.close());
  const port = await freePort();
  const ctx = await createTestContext({
    CALCOM_BASE_URL: calcom.url,
    APP_URL: `http://127.0.0.1:${port}`,
    CALCOM_WEBHOOKS: 'always',
    ...overrides,
  });
  const server = createHttpServer(ctx).listen(port, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { ctx, calcom, url };
}

/** A fresh account connected to Cal.com with `key`. */
export async function connectedAccount(ctx: TestContext, label: string, key = CAL_KEY) {
  const owner = await signedInUser(ctx, label);
  await owner.caller.calcom.connect({ apiKey: key, username: `${label}-roofing` });
  const connection = await ctx.db
    .selectFrom('calcom_connections')
    .selectAll()
    .where('account_id', '=', owner.user.accountId)
    .executeTakeFirstOrThrow();
  return { ...owner, connection };
}

export function appointmentsOf(ctx: TestContext, accountId: string) {
  return ctx.db
    .selectFrom('appointments')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('start_time')
    .execute();
}

/** A weekday at 15:00 UTC, `days` from now. */
export function daysAhead(days: number, hourUtc = 15): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hourUtc, 0, 0, 0);
  return d.toISOString();
}
