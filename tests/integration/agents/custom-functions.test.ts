import { afterAll, describe, expect, it } from 'vitest';
import type { Resolver } from '../../../server/security/fetch-policy';
import {
  CUSTOM_FUNCTION_LIMITS,
  CUSTOM_FUNCTION_MESSAGES,
} from '../../../shared/agents/custom-function';
import { SAMPLE_FUNCTION_PATH, startRetellFake } from '../../fakes/retell-fake';
import { IPV4_COMPATIBLE_HOSTS } from '../../helpers/hostile-urls';
import { rejection } from '../../helpers/rejection';
import { createTestContext } from '../../helpers/test-context';
import { callerFor } from '../teams/team-fixtures';
import { draft, ownerWithRetell, RETELL_KEY } from './agent-fixtures';

const fake = await startRetellFake([RETELL_KEY]);
afterAll(() => fake.close());
const base = await createTestContext({ RETELL_BASE_URL: fake.url, RETELL_MAX_RETRIES: '0' });

/** DNS as the test wants it: public names resolve to a public address, the rest as named. */
const DNS: Record<string, string> = {
  'functions.example.com': '93.184.215.14',
  'rebound.example.com': '10.0.0.7',
  'metadata.example.com': '169.254.169.254',
};
const resolve: Resolver = async (host) => {
  const address = DNS[host];
  if (!address)
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return [{ address, family: 4 }];
};
const ctx = { ...base, resolve };

const PARAMETERS = JSON.stringify({
  type: 'object',
  properties: {
    address: { type: 'string', description: 'Property address' },
    roofAge: { type: 'integer' },
    urgency: { type: 'string', enum: ['high', 'low'] },
  },
  required: ['address'],
});
const lookupClaim = (url: string) => ({
  name: 'lookup_claim',
  description: 'Look up the homeowner insurance claim',
  url,
  timeoutMs: '8000',
  parameters: PARAMETERS,
});
const lastLlmBody = () =>
  [...fake.requests].reverse().find((r) => r.path.startsWith('/create-retell-llm'))?.body;

describe('custom functions (spec 2.2)', () => {
  it('syncs the custom function to Retell as a custom tool: name, description, URL, timeout, parameters', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Custom'));
    const agent = await caller.agents.create({
      agent: draft({
        functions: ['end-call', 'custom-function'],
        customFunction: lookupClaim('https://functions.example.com/claims'),
      }),
    });
    expect(agent.sync.status).toBe('synced');
    expect(agent.customFunction.url).toBe('https://functions.example.com/claims');
    const tools = lastLlmBody()?.general_tools as Record<string, unknown>[];
    expect(tools.find((t) => t.type === 'custom')).toEqual({
      type: 'custom',
      name: 'lookup_claim',
      description: 'Look up the homeowner insurance claim',
      url: 'https://functions.example.com/claims',
      method: 'POST',
      timeout_ms: 8000,
      parameters: JSON.parse(PARAMETERS),
      speak_during_execution: true,
      speak_after_execution: true,
    });
    // Read back after a reload, the fields are the ones saved.
    const [listed] = await caller.agents.list();
    expect(listed?.customFunction).toMatchObject({ name: 'lookup_claim', timeoutMs: '8000' });
  });

  it.each([
    ['loopback', 'https://127.0.0.1/hook', CUSTOM_FUNCTION_MESSAGES.urlNotPublic],
    ['IPv6 loopback', 'https://[::1]/hook', CUSTOM_FUNCTION_MESSAGES.urlNotPublic],
    ['private network', 'https://10.1.2.3/hook', CUSTOM_FUNCTION_MESSAGES.urlNotPublic],
    ['cloud metadata', 'https://169.254.169.254/latest', CUSTOM_FUNCTION_MESSAGES.urlNotPublic],
    ...IPV4_COMPATIBLE_HOSTS.map((host) => [
      `IPv4-compatible IPv6 ${host}`,
      `https://${host}/hook`,
      CUSTOM_FUNCTION_MESSAGES.urlNotPublic,
    ]),
    [
      'a name resolving to a private address',
      'https://rebound.example.com/x',
      CUSTOM_FUNCTION_MESSAGES.urlNotPublic,
    ],
    [
      'a name resolving to metadata',
      'https://metadata.example.com/x',
      CUSTOM_FUNCTION_MESSAGES.urlNotPublic,
    ],
    ['plain http', 'http://functions.example.com/claims', CUSTOM_FUNCTION_MESSAGES.urlHttps],
    [
      'http on loopback, not a configured fake',
      'http://127.0.0.1:1/hook',
      CUSTOM_FUNCTION_MESSAGES.urlHttps,
    ],
    [
      'a name that does not resolve',
      'https://nowhere.example.com/x',
      CUSTOM_FUNCTION_MESSAGES.urlUnresolvable('nowhere.example.com'),
    ],
  ])('refuses an internal or unusable URL when saved: %s', async (_name, url, message) => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Internal'));
    const llmsBefore = fake.llms.size;
    const error = await rejection(
      caller.agents.create({
        agent: draft({ functions: ['custom-function'], customFunction: lookupClaim(url) }),
      }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toContain(message);
    expect(await caller.agents.list()).toEqual([]);
    expect(fake.llms.size).toBe(llmsBefore);
  });

  it('refuses an internal URL on update too, keeping the saved agent as it was', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Update'));
    const good = lookupClaim('https://functions.example.com/claims');
    const agent = await caller.agents.create({
      agent: draft({ functions: ['custom-function'], customFunction: good }),
    });
    const error = await rejection(
      caller.agents.update({
        id: agent.id,
        agent: draft({
          functions: ['custom-function'],
          customFunction: lookupClaim('https://rebound.example.com/x'),
        }),
      }),
    );
    expect(error.message).toBe(CUSTOM_FUNCTION_MESSAGES.urlNotPublic);
    const [kept] = await caller.agents.list();
    expect(kept?.customFunction.url).toBe(good.url);
  });

  it('asks for a name and a URL once the function is on, and checks the JSON schema', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Fields'));
    const missing = await rejection(
      caller.agents.create({ agent: draft({ functions: ['custom-function'] }) }),
    );
    expect(missing.code).toBe('BAD_REQUEST');
    expect(missing.message).toContain(CUSTOM_FUNCTION_MESSAGES.nameRequired);
    expect(missing.message).toContain(CUSTOM_FUNCTION_MESSAGES.urlRequired);
    const badSchema = await rejection(
      caller.agents.create({
        agent: draft({
          functions: ['custom-function'],
          customFunction: { ...lookupClaim('https://functions.example.com/c'), parameters: '[1]' },
        }),
      }),
    );
    expect(badSchema.message).toContain('Parameters must be a JSON schema object');
  });

  it('"Test function" sends a sample request through the guarded fetch and returns the answer', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'Tester'));
    const answer = await caller.agents.testFunction({
      customFunction: lookupClaim(`${fake.url}${SAMPLE_FUNCTION_PATH}`),
    });
    const sent = { name: 'lookup_claim', args: { address: 'sample', roofAge: 1, urgency: 'high' } };
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.sent)).toEqual(sent);
    expect(answer.body).toContain('Inspection slots open tomorrow');
    expect(fake.sampleFunctionBodies.at(-1)).toEqual(sent);
  });

  it('"Test function" sends nothing to an internal address', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'TesterNo'));
    const before = fake.sampleFunctionBodies.length;
    const loopbackHttps = `https://127.0.0.1:${new URL(fake.url).port}${SAMPLE_FUNCTION_PATH}`;
    for (const url of [loopbackHttps, 'https://rebound.example.com/x']) {
      const error = await rejection(
        caller.agents.testFunction({ customFunction: lookupClaim(url) }),
      );
      expect(error.message).toBe(CUSTOM_FUNCTION_MESSAGES.urlNotPublic);
    }
    expect(fake.sampleFunctionBodies.length).toBe(before);
  });

  it('"Test function" sends at most the hourly allowance of one workspace, then says when to retry', async () => {
    const caller = callerFor(ctx, await ownerWithRetell(ctx, 'TesterMany'));
    const fn = lookupClaim(`${fake.url}${SAMPLE_FUNCTION_PATH}`);
    for (let i = 0; i < CUSTOM_FUNCTION_LIMITS.testsPerAccountPerHour; i++) {
      await caller.agents.testFunction({ customFunction: fn });
    }
    const before = fake.sampleFunctionBodies.length;
    const error = await rejection(caller.agents.testFunction({ customFunction: fn }));
    expect(error.code).toBe('TOO_MANY_REQUESTS');
    expect(error.message).toMatch(/^Too many test requests from this workspace\. Try again in /);
    expect(fake.sampleFunctionBodies.length).toBe(before);
  });
});
