import express, { type Request, type Response } from 'express';
import { MESH_MESSAGES } from '../../../../shared/storm/mesh-messages';
import type { AppDeps } from '../../../deps';
import { BadInputError, TooLargeError } from '../../../errors';
import { sendRouteError } from '../../../http/signed-in-route';
import { requireNonSimpleRequest } from '../../../security/state-change-guard';
import { type AdminLocals, requireAdmin } from '../../admin/require-admin';
import { importMeshFile, MESH_FILE_MAX_BYTES } from './mesh-import.service';

/** The whole body (a MESH file is decoded whole), refused past `maxBytes`. */
export async function readBoundedBody(
  body: AsyncIterable<Buffer>,
  maxBytes: number,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) throw new TooLargeError(MESH_MESSAGES.tooLarge(maxBytes / 1_048_576));
    chunks.push(chunk);
  }
  if (size === 0) throw new BadInputError(MESH_MESSAGES.empty);
  return Buffer.concat(chunks);
}

/**
 * `POST /api/admin/mesh-imports?fileName=<name>` with an MRMS MESH file (.grib2 or .grib2.gz) as
 * the raw body. Admins only. Its cells at or above the floor join its storm day; the answer is
 * the import's summary (201), or the reason the file was refused.
 */
export function createMeshUploadRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.use(requireNonSimpleRequest, requireAdmin(deps));
  router.post('/', async (req: Request, res: Response) => {
    const raw = typeof req.query.fileName === 'string' ? req.query.fileName : '';
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes
    const fileName = raw.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 300) || 'upload';
    const { user } = res.locals as AdminLocals;
    try {
      const bytes = await readBoundedBody(req, MESH_FILE_MAX_BYTES);
      const summary = await importMeshFile(deps, { source: fileName, bytes, startedBy: user.id });
      res.status(201).json(summary);
    } catch (error) {
      if (!(error instanceof BadInputError || error instanceof TooLargeError)) throw error;
      req.resume();
      const code = error instanceof TooLargeError ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
      sendRouteError(req, res, code, error.message);
    }
  });
  return router;
}
