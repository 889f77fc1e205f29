import type { AppDeps } from '../../../deps';
import { noaaFetchPolicy } from '../../../security/fetch-policy';
import { guardedFetch } from '../../../security/guarded-fetch';
import { importHailFile } from './hail-import.service';

const HOUR_MS = 3_600_000;

/** YYMMDD of the convective day (12Z to 12Z) holding `at`, and of the one before. */
export function recentConvectiveDays(at: Date): string[] {
  const today = new Date(at.getTime() - 12 * HOUR_MS);
  const yesterday = new Date(today.getTime() - 24 * HOUR_MS);
  return [yesterday, today].map((day) => day.toISOString().slice(2, 10).replaceAll('-', ''));
}

/**
 * Imports yesterday's and today's SPC daily hail files (`/climo/reports/YYMMDD_rpts_hail.csv`)
 * through the guarded fetch, SPC host only. A file not published yet (404) or an unreachable
 * host is skipped until the next run; re-importing a day adds only reports not stored yet.
 */
export async function pollSpcReports(
  deps: Pick<AppDeps, 'db' | 'config' | 'logger' | 'queues'>,
  now = new Date(),
): Promise<string[]> {
  const imported: string[] = [];
  for (const day of recentConvectiveDays(now)) {
    const fileName = `${day}_rpts_hail.csv`;
    const url = `${deps.config.hailArchive.spcBaseUrl}/climo/reports/${fileName}`;
    try {
      const response = await guardedFetch(url, noaaFetchPolicy(deps.config, 'spc'));
      if (response.status !== 200) {
        response.body.resume();
        continue;
      }
      const summary = await importHailFile(deps.db, {
        fileName,
        bytesTotal: null,
        body: response.body,
        userId: null,
        maxBytes: deps.config.hailArchive.maxImportBytes,
        recordEarlyFailureAs: 'spc',
      });
      await deps.queues.add('storm-alerts', { importId: summary.id });
      imported.push(fileName);
    } catch (error) {
      deps.logger.warn({ err: error, fileName }, 'SPC hail file not imported');
    }
  }
  return imported;
}
