import { useCallback, useEffect, useState } from 'react';
import { SAMPLE_CALL } from '../../../shared/landing/sample-call';

// Reading pace when the browser cannot speak (or says nothing about finishing a line).
const MS_PER_CHARACTER = 55;
const fallbackMs = (text: string) => 1_500 + text.length * MS_PER_CHARACTER;

const voiceFor = (speaker: string) => {
  const voices = window.speechSynthesis?.getVoices() ?? [];
  const english = voices.filter((v) => v.lang.startsWith('en'));
  return english[speaker === 'Agent' ? 0 : 1] ?? english[0];
};

/**
 * Plays the sample call line by line: spoken by the browser's speech synthesis where it has a
 * voice, each line moving on when spoken (at reading pace without a voice, when speech fails or
 * says nothing).
 * `shown` is how many lines have started; null while idle.
 */
export function useSampleCall(): { shown: number | null; play(): void; stop(): void } {
  const [shown, setShown] = useState<number | null>(null);
  const stop = useCallback(() => {
    window.speechSynthesis?.cancel();
    setShown(null);
  }, []);
  const play = useCallback(() => {
    window.speechSynthesis?.cancel();
    setShown(1);
  }, []);

  useEffect(() => {
    if (shown === null) return;
    const line = SAMPLE_CALL.lines[shown - 1];
    if (!line) return;
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      setShown((n) => (n === null || n >= SAMPLE_CALL.lines.length ? null : n + 1));
    };
    const voice = voiceFor(line.speaker);
    // No voice (a headless browser, a system without speech): the line moves on at reading pace.
    const speaks = voice !== undefined && typeof SpeechSynthesisUtterance === 'function';
    let timer = setTimeout(next, fallbackMs(line.text) * (speaks ? 2 : 1));
    if (speaks) {
      const utterance = new SpeechSynthesisUtterance(line.text);
      utterance.voice = voice;
      utterance.onend = next;
      // A failed line is read, not skipped: the reading-pace timer takes over from now.
      utterance.onerror = () => {
        clearTimeout(timer);
        timer = setTimeout(next, fallbackMs(line.text));
      };
      window.speechSynthesis.speak(utterance);
    }
    return () => {
      done = true;
      clearTimeout(timer);
    };
  }, [shown]);

  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  return { shown, play, stop };
}
