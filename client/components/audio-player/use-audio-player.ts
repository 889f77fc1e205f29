import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_MESSAGES } from './audio-messages';

/** The spec's audio player states. */
export type AudioState = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** The element playing now: starting another player pauses it, so two clips never overlap. */
let current: HTMLAudioElement | null = null;

/**
 * idle → loading → playing ⇄ paused; the end of the clip goes back to idle at position zero.
 * A source that cannot load is 'Audio failed to load'; a refused play() is 'Play failed: {reason}'.
 */
export function useAudioPlayer(): {
  ref: RefObject<HTMLAudioElement | null>;
  state: AudioState;
  error: string | null;
  position: number;
  duration: number;
  toggle(): void;
  seek(seconds: number): void;
} {
  const ref = useRef<HTMLAudioElement | null>(null);
  const [state, setState] = useState<AudioState>('idle');
  const [error, setError] = useState<string | null>(null);
  const [position, setPosition] = useState(0);
  const [duration, setDuration] = useState(0);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    const fail = (message: string) => {
      setError(message);
      setState('error');
    };
    const handlers: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['playing', () => setState('playing')],
      ['waiting', () => setState('loading')],
      ['pause', () => setState((s) => (s === 'error' || audio.ended ? s : 'paused'))],
      [
        'ended',
        () => {
          audio.currentTime = 0;
          setPosition(0);
          setState('idle');
        },
      ],
      ['error', () => fail(AUDIO_MESSAGES.loadFailed)],
      ['timeupdate', () => setPosition(audio.currentTime)],
      ['durationchange', () => setDuration(Number.isFinite(audio.duration) ? audio.duration : 0)],
    ];
    for (const [name, handler] of handlers) audio.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of handlers) audio.removeEventListener(name, handler);
      if (current === audio) current = null;
      audio.pause();
    };
  }, []);

  const toggle = useCallback(() => {
    const audio = ref.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    if (current && current !== audio) current.pause();
    current = audio;
    setError(null);
    setState('loading');
    audio.play().catch((reason: unknown) => {
      const failure = reason instanceof Error ? reason : new Error(String(reason));
      // pause() before play() settled: not a failure.
      if (failure.name === 'AbortError') return;
      const loadFailed = audio.error !== null || failure.name === 'NotSupportedError';
      setError(loadFailed ? AUDIO_MESSAGES.loadFailed : AUDIO_MESSAGES.playFailed(failure.message));
      setState('error');
    });
  }, []);

  const seek = useCallback((seconds: number) => {
    const audio = ref.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setPosition(seconds);
  }, []);

  return { ref, state, error, position, duration, toggle, seek };
}
