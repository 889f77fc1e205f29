import { existsSync, readFileSync } from 'node:fs';
import type { ServiceUrls } from '../../../scripts/lib/service-urls';

/** One file per e2e server port, so two Playwright runs on one machine don't mix their envs. */
export const e2eEnvFile = (port = process.env.E2E_PORT ?? '4310') =>
  `test-results/e2e-env-${port}.json`;

/** Where e2e-services.ts leaves the Postgres and Redis URLs it started for a run's servers. */
export const e2eServicesFile = (port: number) => `test-results/e2e-services-${port}.json`;

type ServiceUrlPair = Omit<ServiceUrls, 'stop'>;

/** The URLs e2e-services.ts started, when Playwright named its file (E2E_SERVICES_FILE). */
export function sharedServiceUrls(): ServiceUrlPair | null {
  const file = process.env.E2E_SERVICES_FILE;
  if (!file || !existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ServiceUrlPair;
}

/** The environment the e2e api/worker run with (database, Redis, queue prefix, timings). */
export function e2eEnv(): Record<string, string> {
  return JSON.parse(readFileSync(e2eEnvFile(), 'utf8')) as Record<string, string>;
}
