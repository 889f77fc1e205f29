import type { AppDeps } from '../../../deps';
import { MESH_LATEST_PATH } from '../../../integrations/noaa/mrms-mesh-seam';
import { noaaFetchPolicy } from '../../../security/fetch-policy';
import { guardedFetch } from '../../../security/guarded-fetch';
import { importMeshFile, MESH_FILE_MAX_BYTES, type MeshImportSummary } from './mesh-import.service';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/**
 * Fetches the newest MESH_Max_1440min file from the configured MRMS origin (guarded fetch, that
 * host only) and keeps its cells unless a file of the same time is stored already. Off (null)
 * without MRMS_BASE_URL; an unreachable origin, an HTTP error or an unreadable file is logged and
 * left to the next run.
 */
export async function pollMrmsMesh(deps: Deps): Promise<MeshImportSummary | null> {
  const base = deps.config.hailArchive.mrmsBaseUrl;
  if (base === null) return null;
  const url = `${base}${MESH_LATEST_PATH}`;
  try {
    const policy = { ...noaaFetchPolicy(deps.config, 'mrms'), maxBytes: MESH_FILE_MAX_BYTES };
    const response = await guardedFetch(url, policy);
    const chunks: Buffer[] = [];
    for await (const chunk of response.body) chunks.push(chunk);
    if (response.status !== 200) {
      deps.logger.warn({ status: response.status, url }, 'MESH file not fetched');
      return null;
    }
    const bytes = Buffer.concat(chunks);
    return await importMeshFile(deps, {
      source: url,
      bytes,
      startedBy: null,
      skipIfImported: true,
    });
  } catch (error) {
    deps.logger.warn({ err: error, url }, 'MESH file not imported');
    return null;
  }
}
