import { Router } from 'express';
import { VOICE_ID_PATTERN, VOICE_MESSAGES } from '../../../shared/agents/voices';
import { userFromRequest } from '../../auth/request-user';
import type { AppDeps } from '../../deps';
import { accountVoices } from './voices.service';

const MAX_CLIP_BYTES = 5 * 1024 * 1024;
const MAX_CLIPS = 100;
const clips = new Map<string, { type: string; body: Buffer }>();

/** Only clips Retell listed, fetched over https (or from Retell's configured origin, e.g. a fake). */
function allowed(url: string, retellBaseUrl: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.origin === new URL(retellBaseUrl).origin;
  } catch {
    return false;
  }
}

async function fetchClip(url: string, timeoutMs: number) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  if (!response.ok) throw new Error(`clip answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (body.length > MAX_CLIP_BYTES) throw new Error('clip too large');
  const type = response.headers.get('content-type') ?? 'audio/mpeg';
  return { type: type.startsWith('audio/') ? type : 'audio/mpeg', body };
}

/**
 * GET /api/voices/:voiceId/preview: a voice's preview clip, streamed from our own origin for a
 * signed-in user (so no media host enters the CSP), cached in memory.
 */
export function createVoicePreviewRouter(deps: AppDeps): Router {
  const router = Router();
  router.get('/:voiceId/preview', async (req, res) => {
    const user = await userFromRequest(req, deps);
    if (!user) return void res.status(401).json({ error: 'You need to sign in.' });
    const voiceId = req.params.voiceId;
    if (!VOICE_ID_PATTERN.test(voiceId))
      return void res.status(400).json({ error: 'Unknown voice' });
    const voices = await accountVoices(deps, user.accountId).catch(() => null);
    const url = voices?.find((v) => v.voice_id === voiceId)?.preview_audio_url;
    if (!url || !allowed(url, deps.config.retell.baseUrl)) {
      return void res.status(404).json({ error: VOICE_MESSAGES.noPreview });
    }
    let clip = clips.get(url);
    if (!clip) {
      try {
        clip = await fetchClip(url, deps.config.retell.timeoutMs);
      } catch (error) {
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
