import { CirclePlay, PhoneCall, ShieldCheck, Users } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { PLAY_DEMO_EVENT } from './demo-event';
import { useSocialProof } from './landing-queries';

/** The social-proof line comes first when an admin has set one (none on a fresh install). */
function highlights(socialProof: string) {
  return [
    ...(socialProof ? [{ icon: Users, text: socialProof }] : []),
    { icon: PhoneCall, text: 'Redials no-answers for you' },
    { icon: ShieldCheck, text: 'Books straight into your calendar' },
  ];
}

/** The hero: the promise, 'Book a Call' (to the booking section) and 'Watch Demo' (plays one). */
export function HeroSection() {
  const socialProof = useSocialProof();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden border-b bg-gradient-to-b from-primary/10 via-background to-background"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 -top-40 mx-auto h-80 max-w-4xl bg-radial from-primary/20 to-transparent to-70%"
      />
      <div className="relative mx-auto flex max-w-6xl flex-col items-center px-4 py-20 text-center md:px-8 md:py-28">
        <p className="mb-6 inline-flex items-center gap-2 rounded-full border bg-background/80 px-4 py-1.5 text-sm font-medium text-muted-foreground shadow-sm">
          <span className="size-2 rounded-full bg-success" aria-hidden />
          AI voice agents for roofing and storm-damage sales teams
        </p>
        <h1
          id="hero-heading"
          className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance md:text-6xl"
        >
          Your leads, called in minutes. <span className="text-primary">Appointments booked</span>{' '}
          while you close.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-pretty text-muted-foreground md:text-xl">
          Upload a contact list and StormDialer's AI agents cold-call every homeowner, redial the
          ones who missed you and set inspections on your calendar — so your reps only talk to
          people who want a roof looked at.
        </p>
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg" className="h-12 px-8 text-base">
            <a href="#book-a-call">Book a Call</a>
          </Button>
          <Button asChild size="lg" variant="outline" className="h-12 px-8 text-base">
            {/* biome-ignore lint/a11y/useValidAnchor: a real link to the section (works before hydration) that also starts the demo */}
            <a href="#demo-calls" onClick={() => window.dispatchEvent(new Event(PLAY_DEMO_EVENT))}>
              <CirclePlay aria-hidden />
              Watch Demo
            </a>
          </Button>
        </div>
        <ul className="mt-12 flex flex-col gap-3 text-sm font-medium text-muted-foreground sm:flex-row sm:gap-8">
          {highlights(socialProof).map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center justify-center gap-2">
              <Icon className="size-4 text-primary" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
