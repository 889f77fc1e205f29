import { GraduationCap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The steps of the getting-started guide (/dashboard/tutorials), each an anchor on that page. */
export const TUTORIAL_STEPS = {
  csv: 'prepare-your-contact-list',
  agent: 'create-a-voice-agent',
  connect: 'connect-retell-and-calcom',
  settings: 'set-your-redial-rules',
  calling: 'start-and-pause-a-campaign',
  results: 'read-call-logs-and-appointments',
} as const;

export type TutorialStep = keyof typeof TUTORIAL_STEPS;

export const tutorialHref = (step: TutorialStep) => `/dashboard/tutorials#${TUTORIAL_STEPS[step]}`;

/** A link from an empty state to the guide's step that fills it. */
export function TutorialLink({ step, children }: { step: TutorialStep; children: ReactNode }) {
  return (
    <Link
      href={tutorialHref(step)}
      className="inline-flex items-center gap-1 text-sm text-primary underline underline-offset-4"
    >
      <GraduationCap className="size-4" aria-hidden />
      {children}
    </Link>
  );
}
