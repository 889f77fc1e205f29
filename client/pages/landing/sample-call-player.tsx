import { Pause, Play } from 'lucide-react';
import { useEffect } from 'react';
import { SAMPLE_CALL } from '../../../shared/landing/sample-call';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { PLAY_DEMO_EVENT } from './demo-event';
import { useSampleCall } from './use-sample-call';

/** The sample call a fresh install has: labelled as a sample, its transcript shown as it plays. */
export function SampleCallPlayer({ className }: { className: string }) {
  const call = useSampleCall();
  const { play } = call;
  useEffect(() => {
    window.addEventListener(PLAY_DEMO_EVENT, play);
    return () => window.removeEventListener(PLAY_DEMO_EVENT, play);
  }, [play]);
  const playing = call.shown !== null;
  const Icon = playing ? Pause : Play;
  return (
    <section aria-label={SAMPLE_CALL.title} className={`${className} mx-auto w-full max-w-2xl`}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="warning">{SAMPLE_CALL.label}</Badge>
        <h3 className="font-semibold">{SAMPLE_CALL.title}</h3>
      </div>
      <p className="text-sm text-muted-foreground">{SAMPLE_CALL.note}</p>
      <Button type="button" variant="outline" onClick={playing ? call.stop : call.play}>
        <Icon aria-hidden />
        {playing ? 'Stop sample call' : 'Play sample call'}
      </Button>
      {playing ? (
        <ol className="flex flex-col gap-2 text-left text-sm" aria-live="polite">
          {SAMPLE_CALL.lines.slice(0, call.shown ?? 0).map((line, i) => (
            <li key={line.text} aria-current={i === (call.shown ?? 0) - 1 ? 'step' : undefined}>
              <span className="font-medium">{line.speaker}:</span> {line.text}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
