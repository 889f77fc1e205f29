import { readFileSync } from 'node:fs';

/** One file per e2e server port, so two Playwright runs on one machine don't mix their envs. */
export const e2eEnvFile = (port = process.env.E2E_PORT ?? '4310') =>
  `test-results/e2e-env-${port}.json`;

/** The environment the e2e api/worker run with (database, Redis, queue prefix, timings). */
export function e2eEnv(): Record<string, string> {
  return JSON.parse(readFileSync(e2eEnvFile(), 'utf8')) as Record<string, string>;
}
