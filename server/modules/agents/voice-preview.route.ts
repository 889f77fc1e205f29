import { Router } from 'express';
import { VOICE_ID_PATTERN, VOICE_MESSAGES } from '../../../shared/agents/voices';
import { userFromRequest } from '../../auth/request-user';
import type { AppDeps } from '../../deps';
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
  router.get('/:voiceId/preview', async (req, res) => {
    const user = await userFromRequest(req, deps);
    if (!user) return void res.status(401).json({ error: 'You need to sign in.' });
    const voiceId = req.params.voiceId;
    if (!VOICE_ID_PATTERN.test(voiceId))
      return void res.status(400).json({ error: 'Unknown voice' });
    const voices = await accountVoices(deps, user.accountId).catch(() => null);
    const url = voices?.find((v) => v.voice_id === voiceId)?.preview_audio_url;
    if (!url) {
      return void res.status(404).json({ error: VOICE_MESSAGES.noPreview });
    }
    let clip = clips.get(url);
    if (!clip) {
      try {
        clip = await fetchClip(url, policy);
      } catch (error) {
        if (error instanceof RefusedUrlError && error.reason !== 'too-large') {
          deps.logger.warn({ voiceId, reason: error.reason }, 'voice preview address refused');
          return void res.status(403).json({ error: VOICE_MESSAGES.previewRefused });
        }
        deps.logger.warn({ voiceId, err: (error as Error).message }, 'voice preview fetch failed');
        return void res.status(502).json({ error: VOICE_MESSAGES.loadFailed });
      }
      if (clips.size >= MAX_CLIPS) clips.delete(clips.keys().next().value!);
      clips.set(url, clip);
    }
    res.set({ 'content-type': clip.type, 'cache-control': 'private, max-age=3600' });
    res.send(clip.body);
  });
  return router;
}
