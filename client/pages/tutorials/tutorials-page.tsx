import { useEffect } from 'react';
import { TUTORIAL_STEPS } from '../../components/tutorial-link';
import { CampaignSteps } from './campaign-steps';
import { SetupSteps } from './setup-steps';

/** Opens at the step named in the address (#...), as the links from empty states ask. */
function useScrollToStep() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
}

const CONTENTS: [string, string][] = [
  [TUTORIAL_STEPS.csv, 'Prepare your contact list'],
  [TUTORIAL_STEPS.agent, 'Create a voice agent from a template'],
  [TUTORIAL_STEPS.connect, 'Connect Retell and Cal.com'],
  [TUTORIAL_STEPS.settings, 'Set your redial rules'],
  [TUTORIAL_STEPS.calling, 'Start and pause a campaign'],
  [TUTORIAL_STEPS.results, 'Read call logs and appointments'],
];

/** /dashboard/tutorials: the getting-started guide, written for a roofing sales manager. */
export function TutorialsPage() {
  useScrollToStep();
  return (
    <section className="flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight">Tutorials</h1>
        <p className="text-muted-foreground">
          From a list of storm-area homeowners to inspections on your calendar, in six steps.
        </p>
      </header>
      <nav aria-label="Steps" className="rounded-lg border p-4 text-sm">
        <ol className="ml-5 list-decimal space-y-1">
          {CONTENTS.map(([id, title]) => (
            <li key={id}>
              <a href={`#${id}`} className="text-primary underline underline-offset-4">
                {title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <SetupSteps />
      <CampaignSteps />
    </section>
  );
}
