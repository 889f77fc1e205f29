import { CalendarDays, ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { LandingConfig } from '../../../shared/landing/landing-types';
import { Button } from '../../components/ui/button';
import { mountInlineEmbed } from './cal-embed-loader';
import { useLandingConfig } from './landing-queries';
import { Section } from './section';

/** The spec's scheduling widget height. */
const EMBED_HEIGHT_PX = 600;

/** The discovery-call booking widget (Cal.com, month view, 600 px), or a link when it cannot load. */
export function BookingSection() {
  const config = useLandingConfig();
  return (
    <Section
      id="book-a-call"
      eyebrow="Discovery call"
      title="Book a 30-minute discovery call"
      description="Pick a time that suits you. We'll look at your lists, your territory and how many appointments the agents could set for your team."
      className="bg-muted/40"
    >
      <div
        className="mx-auto box-content max-w-4xl overflow-hidden rounded-xl border bg-card shadow-sm"
        style={{ height: EMBED_HEIGHT_PX }}
      >
        {config ? <CalInline config={config} /> : null}
      </div>
    </Section>
  );
}

function CalInline({ config }: { config: LandingConfig }) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { scriptUrl, origin, calLink } = config.calEmbed;

  useEffect(() => {
    if (!element.current) return;
    return mountInlineEmbed(element.current, { scriptUrl, origin, calLink }, () => setFailed(true));
  }, [scriptUrl, origin, calLink]);

  if (failed) return <BookingFallback url={config.discoveryCallUrl} />;
  return <div ref={element} data-testid="cal-inline" className="size-full overflow-auto" />;
}

function BookingFallback({ url }: { url: string }) {
  return (
    <div className="flex size-full flex-col items-center justify-center gap-4 p-8 text-center">
      <CalendarDays className="size-10 text-primary" aria-hidden />
      <p className="max-w-md text-muted-foreground">
        The booking calendar could not load here. You can pick a time on the booking page instead.
      </p>
      <Button asChild size="lg">
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the booking page
          <ExternalLink aria-hidden />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
    </div>
  );
}
