import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import { e2eServicesFile } from './tests/e2e/support/e2e-env';

const port = Number(process.env.E2E_PORT ?? 4310);
/** A second api + worker with VOICE_PROVIDER=retell against the Retell fake (real-calls spec). */
const realPort = port + 1;
const REAL_CALLS = /real-calls\.spec\.ts$/;
/**
 * Without DATABASE_URL and REDIS_URL, one process starts Postgres and Redis for both servers
 * before they boot (a second server starting its own embedded ones found the first's port taken).
 */
const servicesPort = port + 2;
const sharedServices = !(process.env.DATABASE_URL && process.env.REDIS_URL);
const serverEnv: Record<string, string> = sharedServices
  ? { E2E_SERVICES_FILE: e2eServicesFile(servicesPort) }
  : {};

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'])
      .toString()
      .trim();
  } catch {
    throw new Error('Chromium not found: apt-get install chromium, or set CHROMIUM_PATH.');
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  // One retry in CI: a test that fails once and then passes is reported as flaky, with its page
  // snapshot printed by .ci/run, instead of throwing away the whole run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'simulated', testIgnore: REAL_CALLS },
    {
      name: 'real-calls',
      testMatch: REAL_CALLS,
      use: { baseURL: `http://127.0.0.1:${realPort}` },
    },
  ],
  webServer: [
    ...(sharedServices
      ? [
          {
            command: `npx tsx tests/e2e/support/e2e-services.ts ${servicesPort}`,
            url: `http://127.0.0.1:${servicesPort}/`,
            timeout: 180_000,
            reuseExistingServer: false,
            stdout: 'pipe' as const,
            stderr: 'pipe' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
          },
        ]
      : []),
    {
      command: `npx tsx tests/e2e/support/e2e-server.ts ${port}`,
      env: serverEnv,
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    {
      command: `npx tsx tests/e2e/support/e2e-server.ts ${realPort} retell`,
      env: serverEnv,
      url: `http://127.0.0.1:${realPort}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
