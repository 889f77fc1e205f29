import { Lock, MonitorSmartphone, ServerCog, UsersRound } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SampleAnalyticsCard } from './sample-analytics-card';
import { Section } from './section';

/** What the product really does for a team, beyond the feature list. */
const BENEFITS = [
  {
    icon: ServerCog,
    title: 'Keeps calling when you close the tab',
    text: 'Campaigns run on our servers and pick up where they left off, even after a restart.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Every call, live',
    text: 'Outcomes appear the moment a call ends, in every open tab of everyone on your team.',
  },
  {
    icon: UsersRound,
    title: 'One workspace for the whole team',
    text: 'Invite your setters and managers; everyone works from the same lists and results.',
  },
  {
    icon: Lock,
    title: 'Your keys stay yours',
    text: 'Provider API keys are encrypted at rest and never shown back in the browser.',
  },
];

export function BenefitsSection() {
  return (
    <Section
      id="benefits"
      eyebrow="Benefits"
      title="More inspections, fewer dead-end dials"
      description="Your reps stop chasing voicemails. The agents do the dialing; your team closes the jobs."
      className="bg-muted/40"
    >
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div className="flex flex-col gap-8">
          <ul className="flex flex-col gap-6">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold">{title}</h3>
                  <p className="mt-1 text-muted-foreground">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <div>
            {/* The spec gives 'See the Difference' no action: it leads to the demo calls. */}
            <Button asChild size="lg">
              <a href="#demo-calls">See the Difference</a>
            </Button>
          </div>
        </div>
        <SampleAnalyticsCard />
      </div>
    </Section>
  );
}
