import type { AppDeps } from '../../../deps';
import { noaaFetchPolicy } from '../../../security/fetch-policy';
import { guardedFetch } from '../../../security/guarded-fetch';
import { importNceiFromUrl } from './hail-import-url.job';
import { doneNceiFileNames } from './hail-imports.repository';
import { NCEI_CSV_DIR, type NceiYearFile, nceiYearFile, newestPerYear } from './ncei-directory';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'queues'>;

const LISTING_MAX_BYTES = 2 * 1_048_576;

async function fetchListing(deps: Deps): Promise<string | null> {
  const url = `${deps.config.hailArchive.nceiBaseUrl}${NCEI_CSV_DIR}`;
  const policy = { ...noaaFetchPolicy(deps.config, 'ncei'), maxBytes: LISTING_MAX_BYTES };
  try {
    const response = await guardedFetch(url, policy);
    const chunks: Buffer[] = [];
    for await (const chunk of response.body) chunks.push(chunk);
    if (response.status === 200) return Buffer.concat(chunks).toString('utf8');
    deps.logger.warn({ status: response.status }, 'NCEI directory not listed: skipped this month');
  } catch (error) {
    deps.logger.warn({ err: error }, 'NCEI host unreachable: skipped this month');
  }
  return null;
}

/** The issue date of each year already imported in full. */
async function loadedIssues(deps: Deps): Promise<Map<number, string>> {
  const loaded = new Map<number, string>();
  for (const name of await doneNceiFileNames(deps.db)) {
    const file = nceiYearFile(name);
    if (file && file.issued > (loaded.get(file.year) ?? '')) loaded.set(file.year, file.issued);
  }
  return loaded;
}

/**
 * The files to import: a year is watched when it is loaded already or among the last
 * `nceiPollRecentYears`, and imported when NCEI lists an issue newer than the one loaded.
 */
export function filesToImport(
  listed: Map<number, NceiYearFile>,
  loaded: Map<number, string>,
  firstRecentYear: number,
): NceiYearFile[] {
  return [...listed.values()]
    .filter((file) => loaded.has(file.year) || file.year >= firstRecentYear)
    .filter((file) => file.issued > (loaded.get(file.year) ?? ''))
    .sort((a, b) => a.year - b.year);
}

/**
 * Monthly: lists NCEI's Storm Events directory through the guarded fetch (NCEI host only) and
 * imports each newly issued year; a re-issued year replaces its rows. An unreachable host is
 * logged and skipped until the next run. Answers the file names imported.
 */
export async function pollNceiYears(deps: Deps, now = new Date()): Promise<string[]> {
  const listing = await fetchListing(deps);
  if (listing === null) return [];
  const firstRecentYear = now.getUTCFullYear() - deps.config.hailArchive.nceiPollRecentYears + 1;
  const files = filesToImport(newestPerYear(listing), await loadedIssues(deps), firstRecentYear);
  const imported: string[] = [];
  for (const file of files) {
    const url = `${deps.config.hailArchive.nceiBaseUrl}${NCEI_CSV_DIR}${file.fileName}`;
    try {
      await importNceiFromUrl(deps, { url, userId: null });
      imported.push(file.fileName);
    } catch (error) {
      deps.logger.warn({ err: error, fileName: file.fileName }, 'NCEI year not imported');
    }
  }
  return imported;
}
