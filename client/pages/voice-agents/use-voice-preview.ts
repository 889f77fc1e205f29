import { useEffect, useRef, useState } from 'react';
import { VOICE_MESSAGES, voicePreviewPath } from '../../../shared/agents/voices';
import { toast } from '../../components/ui/toaster';

export type PreviewState = 'idle' | 'loading' | 'playing';

/**
 * idle → loading ('Loading Preview...') → playing ('Stop Preview') → idle when the clip ends or
 * is stopped. Changing the voice stops it. Load and play failures become inline errors.
 */
export function useVoicePreview(voiceId: string) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<PreviewState>('idle');
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string) => {
    setError(message);
    setState('idle');
    toast.error(VOICE_MESSAGES.previewErrorTitle, { description: message });
  };

  const stop = () => {
    audio.current?.pause();
    audio.current = null;
    setState('idle');
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new voice stops the old clip
  useEffect(() => {
    stop();
    setError(null);
    return stop;
  }, [voiceId]);

  const play = () => {
    setError(null);
    setState('loading');
    const element = new Audio(voicePreviewPath(voiceId));
    audio.current = element;
    element.onended = () => setState('idle');
    element.onerror = () => {
      if (audio.current === element) fail(VOICE_MESSAGES.loadFailed);
    };
    element.oncanplay = () => {
      if (audio.current !== element) return;
      element.play().then(
        () => setState('playing'),
        () => fail(VOICE_MESSAGES.playFailed),
      );
    };
    element.load();
  };

  return { state, error, play, stop };
}
