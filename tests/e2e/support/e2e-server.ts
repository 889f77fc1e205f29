/**
 * Boots the real api and worker for Playwright: services (those e2e-services.ts started for the
 * run, else env URLs, containers or embedded), a fresh migrated database, its own queue prefix
 * and shrunk dialer timings.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { appRoleEnv } from '../../../scripts/lib/app-role';
import { bin, createChildren } from '../../../scripts/lib/child-processes';
import { createDatabaseIfMissing } from '../../../scripts/lib/embedded-postgres';
import { resolveServiceUrls } from '../../../scripts/lib/service-urls';
import { runMigrations } from '../../../scripts/migrate';
import { startAcculynxFake } from '../../fakes/acculynx-fake';
import { FAKE_BOOKING_PATH, FAKE_EMBED_SCRIPT_PATH } from '../../fakes/calcom-embed-fake';
import { startCalcomFake } from '../../fakes/calcom-fake';
import { startRetellFake } from '../../fakes/retell-fake';
import { startWebhookReceiverFake } from '../../fakes/webhook-receiver-fake';
import { databaseUrlFor, dropDatabase, uniqueName } from '../../helpers/test-databases';
import { testEnv } from '../../helpers/test-env';
import { e2eEnvFile, sharedServiceUrls } from './e2e-env';
import {
  E2E_ACCULYNX_KEY,
  E2E_CALCOM_KEY,
  E2E_CALLER_NUMBER,
  E2E_REAL_CALLEES,
  E2E_RETELL_KEY,
} from './e2e-fakes';

const port = process.argv[2] ?? '4310';
/** 'retell': every call goes through the Retell fake, which plays scenarios back by webhook. */
const voiceProvider = process.argv[3] === 'retell' ? 'retell' : 'simulated';
const shared = sharedServiceUrls();
const services = shared ? { ...shared, stop: async () => {} } : await resolveServiceUrls();
const database = uniqueName('sd_e2e');
await createDatabaseIfMissing(databaseUrlFor(services.databaseUrl, 'postgres'), database);

const retell = await startRetellFake([E2E_RETELL_KEY]);
retell.seedAgent({
  agent_name: 'Storm Follow-up (Retell)',
  general_prompt: 'You call homeowners.',
});

if (voiceProvider === 'retell') {
  retell.phoneNumbers.set(E2E_CALLER_NUMBER, {
    phone_number: E2E_CALLER_NUMBER,
    phone_number_type: 'retell-twilio',
    area_code: 214,
    last_modification_timestamp: Date.now(),
  });
  retell.scenarios.set(E2E_REAL_CALLEES.voicemail, 'voicemail');
  retell.scenarios.set(E2E_REAL_CALLEES.booking, 'booking');
  retell.scenarios.set(E2E_REAL_CALLEES.testCall, 'voicemail');
  // Slow enough for a person (and the test) to watch a call connect before it ends.
  retell.timing.eventGapMs = 700;
}

const calcom = await startCalcomFake([E2E_CALCOM_KEY]);
const acculynx = await startAcculynxFake({
  apiKeys: [E2E_ACCULYNX_KEY],
  contacts: [
    { id: 'acx-e2e-1', firstName: 'Dana', lastName: 'Rivera', phoneNumber: '+13125550101' },
  ],
});
const webhookReceiver = await startWebhookReceiverFake();

const env = testEnv({
  RETELL_BASE_URL: retell.url,
  CALCOM_BASE_URL: calcom.url,
  // The fake sits next to the app, so it can deliver the webhooks a public address would get.
  CALCOM_WEBHOOKS: 'always',
  CALCOM_EMBED_SCRIPT_URL: `${calcom.url}${FAKE_EMBED_SCRIPT_PATH}`,
  DISCOVERY_CALL_URL: `${calcom.url}${FAKE_BOOKING_PATH}`,
  ACCULYNX_BASE_URL: acculynx.url,
  WEBHOOK_LOCAL_ORIGINS: webhookReceiver.url,
  WEBHOOK_RELAY_INTERVAL_MS: '500',
  RETELL_MAX_RETRIES: '0',
  VOICE_PROVIDER: voiceProvider,
  RETELL_ANALYSIS_WAIT_MS: '1500',
  DATABASE_URL: databaseUrlFor(services.databaseUrl, database),
  REDIS_URL: services.redisUrl,
  QUEUE_PREFIX: uniqueName('e2e'),
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  DIALER_CALL_DURATION_MS: '400',
  DIALER_ROUND_PAUSE_MS: '300',
  DIALER_RETRY_DELAY_UNIT_MS: '100',
});
await runMigrations(env);
mkdirSync('test-results', { recursive: true });
writeFileSync(e2eEnvFile(port), JSON.stringify(env, null, 2));

// The API and worker connect as the application's role, as `npm start` runs them. One password
// for every e2e run, so runs sharing a Postgres don't change it under each other.
const appRole = await appRoleEnv(env.DATABASE_URL!, 'stormdialer-e2e-app-role');
if ('reason' in appRole) throw new Error(`e2e: could not set up the app role: ${appRole.reason}`);
const processEnv = { ...process.env, ...env, ...appRole.env };
const children = createChildren(processEnv, () => void shutdown(1));
children.spawn('api', [bin('tsx'), 'server/main.ts']);
children.spawn('worker', [bin('tsx'), 'worker/main.ts']);

let stopping = false;
async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  await children.stopAll();
  await retell.close();
  await calcom.close();
  await acculynx.close();
  await webhookReceiver.close();
  await dropDatabase(services.databaseUrl, database).catch(() => {});
  await services.stop();
  process.exit(code);
}
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
