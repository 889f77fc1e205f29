import { HAIL_ARCHIVE_MESSAGES } from '../../../../shared/storm/hail-archive-messages';
import type { AppDeps } from '../../../deps';
import { BadInputError } from '../../../errors';
import { noaaFetchPolicy } from '../../../security/fetch-policy';
import { guardedFetch, RefusedUrlError } from '../../../security/guarded-fetch';
import { emptyCounts, type HailImportSummary, importHailFile } from './hail-import.service';
import { createImport, finishImport } from './hail-imports.repository';

const DETAILS_FILE = /^StormEvents_details-ftp_v1\.0_d\d{4}_c\d{8}\.csv(\.gz)?$/;

/** The URL when it names an NCEI Storm Events details file on the configured NCEI origin. */
export function nceiFileUrl(deps: Pick<AppDeps, 'config'>, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new BadInputError(HAIL_ARCHIVE_MESSAGES.urlNotNcei);
  }
  const origin = new URL(deps.config.hailArchive.nceiBaseUrl).origin;
  const name = url.pathname.split('/').at(-1) ?? '';
  if (url.origin !== origin || url.search || !DETAILS_FILE.test(name)) {
    throw new BadInputError(HAIL_ARCHIVE_MESSAGES.urlNotNcei);
  }
  return url;
}

async function fetchNcei(deps: Pick<AppDeps, 'config'>, url: URL) {
  try {
    return await guardedFetch(url.href, noaaFetchPolicy(deps.config, 'ncei'));
  } catch (error) {
    if (error instanceof RefusedUrlError) throw new BadInputError(HAIL_ARCHIVE_MESSAGES.urlNotNcei);
    throw new BadInputError(HAIL_ARCHIVE_MESSAGES.fetchUnreachable);
  }
}

/**
 * Fetches one NCEI details file through the guarded fetch (the NCEI host only) and streams it into
 * the archive. A failure before the first row is recorded as a failed import the NOAA tab shows.
 */
export async function importNceiFromUrl(
  deps: Pick<AppDeps, 'db' | 'config' | 'queues'>,
  input: { url: string; userId: string | null },
): Promise<HailImportSummary> {
  const url = nceiFileUrl(deps, input.url);
  const fileName = url.pathname.split('/').at(-1)!;
  let response: Awaited<ReturnType<typeof guardedFetch>>;
  try {
    response = await fetchNcei(deps, url);
    if (response.status !== 200) {
      response.body.resume();
      throw new BadInputError(HAIL_ARCHIVE_MESSAGES.fetchFailed(response.status));
    }
  } catch (error) {
    const message = error instanceof BadInputError ? error.message : 'Import failed.';
    const id = await createImport(deps.db, {
      source: 'ncei',
      fileName,
      bytesTotal: null,
      userId: input.userId,
    });
    await finishImport(deps.db, id, emptyCounts(), message);
    throw error;
  }
  const length = Number(response.headers['content-length']);
  const summary = await importHailFile(deps.db, {
    fileName,
    bytesTotal: Number.isSafeInteger(length) && length > 0 ? length : null,
    body: response.body,
    userId: input.userId,
    maxBytes: deps.config.hailArchive.maxImportBytes,
    recordEarlyFailureAs: 'ncei',
  });
  await deps.queues.add('storm-alerts', { importId: summary.id });
  return summary;
}
