import { createHash } from 'node:crypto';
import {
  catalogueVoiceId,
  EDITOR_VOICE_NAMES,
  IMPORT_VOICE_NAMES,
} from '../../../shared/agents/agent-catalogue';
import type { VoiceCatalogue, VoiceOption } from '../../../shared/agents/voices';
import type { AppDeps } from '../../deps';
import { type RetellVoice, retellApi } from '../../integrations/retell/retell-api';
import { createRetellClient } from '../../integrations/retell/retell-client';
import { readSecret } from '../api-keys/api-keys.service';

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

const TTL_MS = 10 * 60_000;
const MAX_ACCOUNTS = 500;
const cache = new Map<string, { at: number; voices: RetellVoice[] }>();

/**
 * The account's Retell voices, cached ten minutes per process (bounded), keyed by a hash of the
 * key too, so a changed key is never answered from the old key's list.
 */
export async function accountVoices(deps: Deps, accountId: string): Promise<RetellVoice[] | null> {
  const key = await readSecret(deps, accountId, 'retell');
  if (!key) return null;
  const cacheKey = `${accountId}:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
  const hit = cache.get(cacheKey);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.voices;
  const voices = await retellApi(createRetellClient(deps.config, key)).listVoices();
  if (cache.size >= MAX_ACCOUNTS) cache.delete(cache.keys().next().value!);
  cache.set(cacheKey, { at: Date.now(), voices });
  return voices;
}

function match(names: readonly string[], voices: RetellVoice[] | null): VoiceOption[] {
  return names.map((name) => {
    const voice = voices?.find((v) => v.voice_name.toLowerCase() === name.toLowerCase());
    return voice
      ? { id: voice.voice_id, name, hasPreview: Boolean(voice.preview_audio_url) }
      : { id: catalogueVoiceId(name), name, hasPreview: false };
  });
}

/** The spec's 11 editor and 20 import voices, matched by name to Retell's list-voices. */
export async function voiceCatalogue(deps: Deps, accountId: string): Promise<VoiceCatalogue> {
  const voices = await accountVoices(deps, accountId).catch(() => null);
  return {
    source: voices ? 'retell' : 'catalogue',
    editor: match(EDITOR_VOICE_NAMES, voices),
    import: match(IMPORT_VOICE_NAMES, voices),
  };
}
