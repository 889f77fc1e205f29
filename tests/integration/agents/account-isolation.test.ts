import { afterAll, describe, expect, it } from 'vitest';
import { startCalcomFake } from '../../fakes/calcom-fake';
import { startRetellFake } from '../../fakes/retell-fake';
import { createTestContext } from '../../helpers/test-context';
import { addUser, callerFor, createOwner } from '../teams/team-fixtures';
import { draft, storeLegacyKey } from './agent-fixtures';

const KEY_A = 'key_alpha_retell_secret';
const KEY_B = 'key_bravo_retell_secret';
const CAL_A = 'cal_live_alpha_secret';
const retell = await startRetellFake([KEY_A, KEY_B]);
const calcom = await startCalcomFake([CAL_A]);
afterAll(async () => {
  await retell.close();
  await calcom.close();
});
const ctx = await createTestContext({
  RETELL_BASE_URL: retell.url,
  CALCOM_BASE_URL: calcom.url,
  RETELL_MAX_RETRIES: '0',
});

type Caller = ReturnType<typeof callerFor>;
const READS: Record<string, (c: Caller) => Promise<unknown>> = {
  'apiKeys.status': (c) => c.apiKeys.status(),
  'agents.list': (c) => c.agents.list(),
  'agents.voices': (c) => c.agents.voices(),
  'calcom.status': (c) => c.calcom.status(),
  'phoneNumbers.list': (c) => c.phoneNumbers.list(),
};

describe('voice agents, keys, numbers and Cal.com stay inside their account', () => {
  it("answers account B's reads without a single value of account A", async () => {
    const alpha = await createOwner(ctx, 'AlphaIso');
    const a = callerFor(ctx, alpha);
    await a.apiKeys.save({ provider: 'retell', key: KEY_A });
    await storeLegacyKey(ctx, alpha, 'openai', 'sk-alpha-openai-secret');
    await a.calcom.connect({ apiKey: CAL_A, username: 'alpha-cal-user' });
    const agent = await a.agents.create({ agent: draft({ name: 'Alpha Secret Agent' }) });
    const number = await a.phoneNumbers.buy({ areaCode: 303 });

    const bravo = await createOwner(ctx, 'BravoIso');
    const bravoMember = await addUser(ctx, bravo.accountId, 'member');
    const secrets = [
      KEY_A,
      CAL_A,
      'sk-alpha-openai-secret',
      'alpha-cal-user',
      'Alpha Secret Agent',
      agent.id,
      agent.retellAgentId!,
      number.phoneNumber,
      alpha.accountId,
    ];
    for (const user of [bravo, bravoMember]) {
      for (const [name, read] of Object.entries(READS)) {
        const answer = JSON.stringify(await read(callerFor(ctx, user)));
        for (const secret of secrets)
          expect(answer, `${name} leaks ${secret}`).not.toContain(secret);
      }
    }
    // Account A's own answers never carry its keys either.
    for (const read of Object.values(READS)) {
      const answer = JSON.stringify(await read(a));
      for (const secret of [KEY_A, CAL_A, 'sk-alpha-openai-secret'])
        expect(answer).not.toContain(secret);
    }
  });
});
