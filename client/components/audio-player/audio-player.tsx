import { CircleAlert, LoaderCircle, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { useAudioPlayer } from './use-audio-player';

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

export type AudioPlayerProps = {
  src: string;
  /** Names the controls for assistive technology ('Play {title}'). */
  title: string;
  className?: string;
};

/** One recording: play/pause, a seek bar, elapsed/total time and the spec's inline errors. */
export function AudioPlayer({ src, title, className }: AudioPlayerProps) {
  const player = useAudioPlayer();
  const errorId = useId();
  const playing = player.state === 'playing';
  const loading = player.state === 'loading';
  const Icon = loading ? LoaderCircle : playing ? Pause : Play;
  return (
    <div className={cn('flex flex-col gap-2', className)} data-state={player.state}>
      {/* biome-ignore lint/a11y/useMediaCaption: recorded phone calls; transcripts are not stored */}
      <audio ref={player.ref} src={src} preload="none" />
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={player.toggle}
          aria-label={`${playing ? 'Pause' : 'Play'} ${title}`}
          aria-describedby={player.error ? errorId : undefined}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground transition-colors outline-none hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <Icon
            className={cn('size-5', loading && 'animate-spin', !playing && !loading && 'ml-0.5')}
            aria-hidden
          />
        </button>
        <input
          type="range"
          aria-label={`Position in ${title}`}
          min={0}
          max={player.duration || 0}
          step={0.1}
          value={Math.min(player.position, player.duration || 0)}
          disabled={!player.duration}
          onChange={(event) => player.seek(Number(event.target.value))}
          className="h-1.5 min-w-0 flex-1 cursor-pointer accent-primary disabled:cursor-default"
        />
        <span className="w-20 shrink-0 text-right text-xs tabular-nums text-muted-foreground">
          {clock(player.position)} / {player.duration ? clock(player.duration) : '–:––'}
        </span>
      </div>
      {player.error ? (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-sm text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden />
          {player.error}
        </p>
      ) : null}
    </div>
  );
}
