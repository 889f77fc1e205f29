import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { retellApi } from '../../../server/integrations/retell/retell-api';
import { createRetellClient } from '../../../server/integrations/retell/retell-client';
import { RetellError } from '../../../server/integrations/retell/retell-errors';
import { RETELL_MESSAGES } from '../../../shared/agents/retell-messages';
import { startRetellFake } from '../../fakes/retell-fake';

const KEY = 'key_client_test';
const fake = await startRetellFake([KEY]);
afterAll(() => fake.close());
afterEach(() => {
  fake.failWith(null);
  fake.dropConnections(false);
});

const config = { retell: { baseUrl: fake.url, timeoutMs: 2000, maxRetries: 0 } };
const api = (key = KEY, maxRetries = 0) =>
  retellApi(createRetellClient({ retell: { ...config.retell, maxRetries } }, key));

async function failure(run: Promise<unknown>): Promise<RetellError> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof RetellError)) throw new Error(`expected a RetellError, got ${error}`);
  return error;
}

describe('Retell client against the fake', () => {
  it('sends the key as a Bearer token to the configured base URL', async () => {
    const voices = await api().listVoices();
    expect(voices).toHaveLength(20);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/list-voices',
      authorization: `Bearer ${KEY}`,
    });
  });

  it('maps 401 to the invalid-key text', async () => {
    const error = await failure(api('wrong').listAgents());
    expect(error).toMatchObject({ kind: 'auth', status: 401, message: RETELL_MESSAGES.invalidKey });
  });

  it('maps 403 to the access-denied text', async () => {
    fake.failWith(403, { error_message: 'Forbidden' });
    const error = await failure(api().getAgent('agent_x'));
    expect(error.message).toBe('Access denied. Please verify your Retell account permissions.');
  });

  it.each([
    [402, 'Payment Required', 'Trial has ended, please add payment method.'],
    [422, 'Unprocessable Entity', 'Cannot find requested asset under given api key.'],
    [429, 'Too Many Requests', 'Account rate limited, please throttle your requests.'],
    [500, 'Internal Server Error', 'Internal error'],
  ])('maps %i to "HTTP {status}: {statusText}. {body}"', async (status, statusText, body) => {
    fake.failWith(status, { error_message: body });
    const error = await failure(api().getAgent('agent_x'));
    expect(error.message).toBe(`HTTP ${status}: ${statusText}. ${body}`);
    expect(error.kind).toBe('status');
  });

  it('maps a 404 on a list to "All API endpoints failed", elsewhere to the HTTP text', async () => {
    fake.failWith(404, { error_message: 'Not found' });
    expect((await failure(api().listAgents())).message).toBe('All API endpoints failed');
    expect((await failure(api().getAgent('agent_x'))).message).toBe(
      'HTTP 404: Not Found. Not found',
    );
  });

  it('maps a dropped connection to the network text, after the bounded retries', async () => {
    fake.dropConnections(true);
    const before = fake.droppedCount();
    const error = await failure(api(KEY, 1).listVoices());
    expect(error).toMatchObject({ kind: 'network', message: RETELL_MESSAGES.network });
    expect(fake.droppedCount() - before).toBe(2);
  });

  it('maps an answer of the wrong shape to the unexpected-format text', async () => {
    fake.failWith(200, { agents: 'not a list' });
    expect((await failure(api().listAgents())).message).toBe(
      'Unexpected response format from Retell AI API',
    );
  });

  it('lists agents across pages', async () => {
    for (let i = 0; i < 3; i++) fake.seedAgent({ agent_name: `Paged ${i}` });
    const agents = await api().listAgents();
    expect(agents.map((a) => a.agentName)).toEqual(
      expect.arrayContaining(['Paged 0', 'Paged 1', 'Paged 2']),
    );
  });
});
