import { readFileSync } from 'node:fs';

export const E2E_ENV_FILE = 'test-results/e2e-env.json';

/** The environment the e2e api/worker run with (database, Redis, queue prefix, timings). */
export function e2eEnv(): Record<string, string> {
  return JSON.parse(readFileSync(E2E_ENV_FILE, 'utf8')) as Record<string, string>;
}
