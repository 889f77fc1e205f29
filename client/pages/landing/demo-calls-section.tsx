import { useEffect, useRef } from 'react';
import { AudioPlayer } from '../../components/audio-player/audio-player';
import { Button } from '../../components/ui/button';
import { PLAY_DEMO_EVENT } from './demo-event';
import { useDemoCalls } from './landing-queries';
import { SampleCallPlayer } from './sample-call-player';
import { Section } from './section';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
/** Cards and placeholders share one height, so nothing moves when the list arrives. */
const CARD = 'flex min-h-44 flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm';

/** 'Watch Demo' presses the first recording's play button (a click keeps the user's gesture). */
function usePlayFirstOnDemo() {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const playFirst = () => list.current?.querySelector<HTMLButtonElement>('li button')?.click();
    window.addEventListener(PLAY_DEMO_EVENT, playFirst);
    return () => window.removeEventListener(PLAY_DEMO_EVENT, playFirst);
  }, []);
  return list;
}

/**
 * Demo recordings as audio players, in display_order; a fetch error is logged and shown as none.
 * Without recordings (a fresh install) the sample call plays instead (docs/decisions.md).
 */
export function DemoCallsSection() {
  const demoCalls = useDemoCalls();
  const list = usePlayFirstOnDemo();

  useEffect(() => {
    if (demoCalls.error) console.error('Failed to load demo calls:', demoCalls.error.message);
  }, [demoCalls.error]);

  return (
    <Section
      id="demo-calls"
      eyebrow="Hear it for yourself"
      title="Listen to real demo calls"
      description="Recordings of our AI voice agents calling homeowners, handling objections and booking inspections."
    >
      {demoCalls.isPending ? (
        <div className={GRID} role="status" aria-busy="true">
          <span className="sr-only">Loading demo calls</span>
          {[0, 1, 2].map((i) => (
            <div key={i} className={`${CARD} animate-pulse`} data-testid="demo-call-placeholder">
              <div className="h-5 w-2/3 rounded bg-muted" />
              <div className="h-4 w-full rounded bg-muted" />
              <div className="mt-auto h-10 w-full rounded-full bg-muted" />
            </div>
          ))}
        </div>
      ) : demoCalls.data && demoCalls.data.length > 0 ? (
        <ul ref={list} className={GRID}>
          {demoCalls.data.map((call) => (
            <li key={call.id} className={CARD}>
              <div>
                <h3 className="font-semibold">{call.title}</h3>
                {call.description ? (
                  <p className="mt-1 text-sm text-muted-foreground">{call.description}</p>
                ) : null}
              </div>
              <AudioPlayer src={call.fileUrl} title={call.title} className="mt-auto" />
            </li>
          ))}
        </ul>
      ) : (
        <SampleCallPlayer className={CARD} />
      )}
      <div className="mt-10 flex flex-col items-center gap-3 text-center">
        <p className="text-muted-foreground">Want to hear an agent work one of your own lists?</p>
        {/* The spec gives 'Schedule a Demo' no action: it leads to the booking section. */}
        <Button asChild variant="outline" size="lg">
          <a href="#book-a-call">Schedule a Demo</a>
        </Button>
      </div>
    </Section>
  );
}
