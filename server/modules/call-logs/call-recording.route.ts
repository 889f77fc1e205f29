import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Router } from 'express';
import { z } from 'zod';
import { CALL_LOG_MESSAGES } from '../../../shared/calls/call-log-inputs';
import { userFromRequest } from '../../auth/request-user';
import type { AppDeps } from '../../deps';
import { recordingUrlOf } from './call-logs.repository';

const CallIdParam = z.uuid();
/** Upstream headers a media player needs for seeking. */
const PASSED_HEADERS = ['content-length', 'content-range', 'accept-ranges'] as const;

/** Recordings come over https; plain http only outside production (local fakes in tests). */
function allowed(url: string, nodeEnv: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || (protocol === 'http:' && nodeEnv !== 'production');
  } catch {
    return false;
  }
}

/**
 * GET /api/calls/:callId/recording: the provider's recording of one call of the signed-in user's
 * account, fetched server-side and streamed from our origin (no media host enters the CSP).
 * Range requests pass through so the player can seek.
 */
export function createCallRecordingRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/:callId/recording', async (req, res) => {
    const user = await userFromRequest(req, deps);
    if (!user) {
      res.status(401).json({ error: { code: 'UNAUTHENTICATED', message: 'You need to sign in.' } });
      return;
    }
    const callId = CallIdParam.safeParse(req.params.callId);
    const url = callId.success ? await recordingUrlOf(deps.db, user.accountId, callId.data) : null;
    if (!url || !allowed(url, deps.config.nodeEnv)) {
      res
        .status(404)
        .json({ error: { code: 'NOT_FOUND', message: CALL_LOG_MESSAGES.noRecording } });
      return;
    }
    const abort = new AbortController();
    const headersTimeout = setTimeout(() => abort.abort(), deps.config.retell.timeoutMs);
    res.on('close', () => abort.abort());
    try {
      const range = req.headers.range;
      const upstream = await fetch(url, {
        signal: abort.signal,
        redirect: 'follow',
        headers: range ? { range } : {},
      });
      clearTimeout(headersTimeout);
      if (!upstream.ok || !upstream.body) throw new Error(`recording answered ${upstream.status}`);
      const type = upstream.headers.get('content-type') ?? '';
      res.status(upstream.status);
      res.set({
        'content-type': type.startsWith('audio/') ? type : 'audio/mpeg',
        'cache-control': 'private, no-store',
      });
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.set(name, value);
      }
      await pipeline(Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>), res);
    } catch (error) {
      clearTimeout(headersTimeout);
      if (res.headersSent) {
        res.destroy();
        return;
      }
      deps.logger.warn(
        { callId: callId.data, err: (error as Error).message },
        'recording fetch failed',
      );
      res.status(502).json({
        error: { code: 'BAD_GATEWAY', message: CALL_LOG_MESSAGES.recordingUnavailable },
      });
    }
  });
  return router;
}
