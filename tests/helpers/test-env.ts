import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A `.data/` of the test run's own: a start under test never meets the folder's real one.
let dataDir: string | undefined;
const testDataDir = () => {
  dataDir ??= mkdtempSync(path.join(tmpdir(), 'sd-data-'));
  return dataDir;
};

/** Environment for a process under test: shrunk timings, fixed secrets, quiet logs. */
export function testEnv(overrides: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    STORMDIALER_DATA_DIR: testDataDir(),
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-jwt-secret-that-is-long-enough-0123456789',
    ENCRYPTION_KEY: '0'.repeat(64),
    MIGRATE_ON_BOOT: 'false',
    DIALER_CALL_DURATION_MS: '50',
    DIALER_ROUND_PAUSE_MS: '50',
    DIALER_RETRY_DELAY_UNIT_MS: '20',
    DIALER_SWEEP_INTERVAL_MS: '200',
    // Calling hours are judged from Tuesday 10 March 2026, 14:00 ET (open in every US zone), so
    // a test's calls do not depend on the hour it runs at; calling-hours tests set their own.
    DIALER_CALLING_CLOCK_START: '2026-03-10T18:00:00Z',
    HEALTH_JOB_INTERVAL_MS: '60000',
    RATE_LIMIT_SIGNIN_PER_IP: '1000',
    RATE_LIMIT_SIGNIN_PER_EMAIL: '1000',
    RATE_LIMIT_SIGNIN_PER_EMAIL_IP: '1000',
    RATE_LIMIT_SIGNIN_PER_DEVICE: '1000',
    RATE_LIMIT_SIGNUP_PER_IP: '1000',
    RATE_LIMIT_RESET_PER_IP: '1000',
    RATE_LIMIT_RESET_PER_EMAIL: '1000',
    // Outside services are local fakes; a test that forgets its fake fails fast, never online.
    RETELL_BASE_URL: 'http://127.0.0.1:9',
    RETELL_MAX_RETRIES: '0',
    CALCOM_BASE_URL: 'http://127.0.0.1:9',
    ACCULYNX_BASE_URL: 'http://127.0.0.1:9',
    ...overrides,
  };
  // Production refuses a calling clock: a production-mode test runs on the real one.
  if (env.NODE_ENV === 'production' && !('DIALER_CALLING_CLOCK_START' in overrides)) {
    delete env.DIALER_CALLING_CLOCK_START;
  }
  return env;
}
