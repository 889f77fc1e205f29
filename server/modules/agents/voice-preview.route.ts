import { Router } from 'express';
import { VOICE_ID_PATTERN, VOICE_MESSAGES } from '../../../shared/agents/voices';
import type { AppDeps } from '../../deps';
import { BadGatewayError, BadInputError, ForbiddenError, NotFoundError } from '../../errors';
import { signedInRoute } from '../../http/signed-in-route';
import { type FetchPolicy, mediaFetchPolicy } from '../../security/fetch-policy';
import { guardedFetch, RefusedUrlError } from '../../security/guarded-fetch';
import { accountVoices } from './voices.service';

const MAX_CLIP_BYTES = 5 * 1024 * 1024;
const MAX_CLIPS = 100;
const clips = new Map<string, { type: string; body: Buffer }>();

/** The clip, if it is audio: whatever else an address answers is never served from our origin. */
async function fetchClip(url: string, policy: FetchPolicy) {
  const response = await guardedFetch(url, policy);
  const type = String(response.headers['content-type'] ?? '');
  if (response.status !== 200 || !type.startsWith('audio/')) {
    response.body.resume();
    throw new Error(`clip answered ${response.status} ${type}`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of response.body) chunks.push(chunk);
  return { type, body: Buffer.concat(chunks) };
}

/** Fetches a clip through the guard and caches it; a refusal or failure is a catalogued error. */
async function loadClip(
  deps: Pick<AppDeps, 'logger'>,
  policy: FetchPolicy,
  voiceId: string,
  url: string,
) {
  try {
    const clip = await fetchClip(url, policy);
    if (clips.size >= MAX_CLIPS) clips.delete(clips.keys().next().value!);
    clips.set(url, clip);
    return clip;
  } catch (error) {
    if (error instanceof RefusedUrlError && error.reason !== 'too-large') {
      deps.logger.warn({ voiceId, reason: error.reason }, 'voice preview address refused');
      throw new ForbiddenError(VOICE_MESSAGES.previewRefused);
    }
    deps.logger.warn({ voiceId, err: (error as Error).message }, 'voice preview fetch failed');
    throw new BadGatewayError(VOICE_MESSAGES.loadFailed);
  }
}

/**
 * GET /api/voices/:voiceId/preview: a voice's preview clip, streamed from our own origin for a
 * signed-in user (so no media host enters the CSP), cached in memory.
 */
export function createVoicePreviewRouter(deps: AppDeps): Router {
  const router = Router();
  const policy = mediaFetchPolicy(deps.config, {
    maxBytes: MAX_CLIP_BYTES,
    timeoutMs: deps.config.retell.timeoutMs,
  });
  router.get(
    '/:voiceId/preview',
    signedInRoute(deps, async (req, res, user) => {
      const voiceId = req.params.voiceId as string;
      if (!VOICE_ID_PATTERN.test(voiceId)) throw new BadInputError('Unknown voice');
      const voices = await accountVoices(deps, user.accountId).catch(() => null);
      const url = voices?.find((v) => v.voice_id === voiceId)?.preview_audio_url;
      if (!url) throw new NotFoundError(VOICE_MESSAGES.noPreview);
      const clip = clips.get(url) ?? (await loadClip(deps, policy, voiceId, url));
      res.set({ 'content-type': clip.type, 'cache-control': 'private, max-age=3600' });
      res.send(clip.body);
    }),
  );
  return router;
}
