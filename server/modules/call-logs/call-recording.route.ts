import { pipeline } from 'node:stream/promises';
import { type Response, Router } from 'express';
import { z } from 'zod';
import { CALL_LOG_MESSAGES } from '../../../shared/calls/call-log-inputs';
import type { AppDeps } from '../../deps';
import { BadGatewayError, ForbiddenError, NotFoundError } from '../../errors';
import { signedInRoute } from '../../http/signed-in-route';
import { mediaFetchPolicy } from '../../security/fetch-policy';
import { type GuardedResponse, guardedFetch, RefusedUrlError } from '../../security/guarded-fetch';
import { recordedCallOf } from './call-logs.repository';

const CallIdParam = z.uuid();
/** Upstream headers a media player needs for seeking. */
const PASSED_HEADERS = ['content-length', 'content-range', 'accept-ranges'] as const;

/** Where the provider keeps the call's recording now, or null when there is none to fetch. */
async function recordingUrl(deps: AppDeps, accountId: string, rawCallId: string) {
  const callId = CallIdParam.safeParse(rawCallId);
  if (!callId.success) return null;
  const call = await recordedCallOf(deps.db, accountId, callId.data);
  if (!call?.provider_call_id || call.provider !== deps.voice.name) return null;
  return deps.voice.recordingUrl({ accountId, providerCallId: call.provider_call_id });
}

async function streamAudio(upstream: GuardedResponse, res: Response): Promise<boolean> {
  const type = String(upstream.headers['content-type'] ?? '');
  if (upstream.status >= 400 || !type.startsWith('audio/')) return false;
  res.status(upstream.status);
  res.set({ 'content-type': type, 'cache-control': 'private, no-store' });
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers[name];
    if (value) res.set(name, String(value));
  }
  await pipeline(upstream.body, res);
  return true;
}

/**
 * GET /api/calls/:callId/recording: the provider's recording of one call of the signed-in user's
 * account, fetched server-side through the guarded fetch and streamed from our origin (no media
 * host enters the CSP). The address is asked of the provider, never read from a webhook body.
 * Range requests pass through so the player can seek; only audio is streamed back.
 */
export function createCallRecordingRouter(deps: AppDeps): Router {
  const router = Router();
  const { mediaTimeoutMs, mediaMaxBytes } = deps.config.outboundFetch;
  const policy = mediaFetchPolicy(deps.config, {
    maxBytes: mediaMaxBytes,
    timeoutMs: mediaTimeoutMs,
  });
  router.get(
    '/:callId/recording',
    signedInRoute(deps, async (req, res, user) => {
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      const url = await recordingUrl(deps, user.accountId, req.params.callId as string);
      if (!url) throw new NotFoundError(CALL_LOG_MESSAGES.noRecording);
      try {
        const range = req.headers.range;
        const upstream = await guardedFetch(url, policy, {
          signal: abort.signal,
          headers: range ? { range } : {},
        });
        if (await streamAudio(upstream, res)) return;
        upstream.body.resume();
        throw new Error(
          `recording answered ${upstream.status} ${upstream.headers['content-type']}`,
        );
      } catch (error) {
        if (res.headersSent) return void res.destroy();
        if (error instanceof RefusedUrlError && error.reason !== 'too-large') {
          deps.logger.warn({ reason: error.reason }, 'recording address refused');
          throw new ForbiddenError(CALL_LOG_MESSAGES.recordingRefused);
        }
        deps.logger.warn({ err: (error as Error).message }, 'recording fetch failed');
        throw new BadGatewayError(CALL_LOG_MESSAGES.recordingUnavailable);
      }
    }),
  );
  return router;
}
