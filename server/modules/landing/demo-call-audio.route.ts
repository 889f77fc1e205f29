import { type Response, Router } from 'express';
import type { AppDeps } from '../../deps';
import { findDemoCallAudio } from './landing.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = { error: 'Demo call recording not found' };

/** Only audio types are served as such; anything else stored is sent as opaque bytes. */
function audioType(stored: string | null): string {
  return stored && /^audio\/[\w.+-]+$/i.test(stored) ? stored : 'application/octet-stream';
}

/** One `bytes=start-end` range (what media elements ask for), or null for the whole body. */
function parseRange(header: string | undefined, size: number): [number, number] | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start <= end && start < size ? [start, end] : 'invalid';
}

function sendAudio(res: Response, body: Buffer, type: string, rangeHeader: string | undefined) {
  res.set({
    'content-type': type,
    'accept-ranges': 'bytes',
    'cache-control': 'public, max-age=300',
  });
  const range = parseRange(rangeHeader, body.length);
  if (range === 'invalid') {
    res.status(416).set('content-range', `bytes */${body.length}`).end();
    return;
  }
  if (!range) {
    res.send(body);
    return;
  }
  const [start, end] = range;
  res.status(206).set('content-range', `bytes ${start}-${end}/${body.length}`);
  res.send(body.subarray(start, end + 1));
}

/**
 * GET /api/demo-calls/:id/audio: an uploaded demo-call recording, public like the landing page
 * that plays it, served from our own origin so no media host enters the CSP.
 */
export function createDemoCallAudioRouter(deps: Pick<AppDeps, 'db'>): Router {
  const router = Router();
  router.get('/:id/audio', async (req, res) => {
    if (!UUID.test(req.params.id)) return void res.status(404).json(NOT_FOUND);
    const row = await findDemoCallAudio(deps.db, req.params.id);
    if (!row?.audio) return void res.status(404).json(NOT_FOUND);
    sendAudio(res, row.audio, audioType(row.audio_content_type), req.headers.range);
  });
  return router;
}
