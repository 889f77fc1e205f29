import { afterAll } from 'vitest';
import { type RetellFake, startRetellFake } from '../../fakes/retell-fake';
import { runWorkers, type SignedIn, waitForState } from '../../helpers/dialer-fixtures';
import { createTestContext, type TestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

/**
 * The Retell fake accepting `key`, a test context calling it (short analysis wait and round
 * pause, rounds of 5), the api on a port and the workers: what a real-call test file runs against.
 */
export async function startRetellWorld(
  key: string,
  env: Record<string, string> = {},
): Promise<{ fake: RetellFake; ctx: TestContext; url: string }> {
  const fake = await startRetellFake([key]);
  afterAll(() => fake.close());
  const ctx = await createTestContext({
    VOICE_PROVIDER: 'retell',
    RETELL_BASE_URL: fake.url,
    RETELL_TIMEOUT_MS: '1000',
    RETELL_ANALYSIS_WAIT_MS: '1500',
    DIALER_ROUND_PAUSE_MS: '100',
    DIALER_BATCH_SIZE: '5',
    ...env,
  });
  const { url } = await startTestServer(ctx);
  await runWorkers(ctx);
  return { fake, ctx, url };
}

/** Calls every contact of the list once (no redials) and waits for the campaign to complete. */
export async function dialEveryoneOnce(
  ctx: TestContext,
  caller: SignedIn['caller'],
  listId: string,
): Promise<void> {
  await caller.campaignSettings.saveCallSettings({
    listId,
    redial: { maxAttempts: 1, retryDelayMinutes: 5, retryStatuses: [] },
  });
  await caller.dialer.start({ listId });
  await waitForState(ctx, listId, ['completed'], 30_000);
}
