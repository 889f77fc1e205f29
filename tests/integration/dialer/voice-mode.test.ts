import { describe, expect, it } from 'vitest';
import { signedInUser } from '../../helpers/dialer-fixtures';
import { createTestContext } from '../../helpers/test-context';
import { startTestServer } from '../../helpers/test-server';

const ctx = await createTestContext();
const { url } = await startTestServer(ctx);

describe('dialer.mode', () => {
  it('tells a signed-in user that calls are simulated', async () => {
    const { caller } = await signedInUser(ctx);
    expect(await caller.dialer.mode()).toEqual({
      voiceMode: 'simulated',
      webhooksReachable: false,
    });
  });

  it('is for signed-in users only', async () => {
    const res = await fetch(`${url}/trpc/dialer.mode`);
    expect(res.status).toBe(401);
  });
});
