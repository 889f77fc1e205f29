import { Link } from 'wouter';
import { TUTORIAL_STEPS } from '../../components/tutorial-link';
import { TutorialSection } from './tutorial-section';

const linkClass = 'text-primary underline underline-offset-4';

/** Steps 4-6: redial rules, running the campaign, reading the results. */
export function CampaignSteps() {
  return (
    <>
      <RedialRulesStep />
      <RunCampaignStep />
      <ResultsStep />
    </>
  );
}

function RedialRulesStep() {
  return (
    <TutorialSection id={TUTORIAL_STEPS.settings} number={4} title="Set your redial rules">
      <p>
        Most homeowners don't pick up the first time. On{' '}
        <Link href="/dashboard/campaign-settings" className={linkClass}>
          Campaign Settings
        </Link>{' '}
        decide how hard each list is worked. <strong>Settings for</strong> chooses between the
        defaults every new upload gets and one particular list.
      </p>
      <ul>
        <li>
          <strong>Max Attempts</strong> (1 to 10): how many times one homeowner is called in total.
          Three is a good start; more than five starts to annoy people.
        </li>
        <li>
          <strong>Retry Delay (minutes)</strong> (5 to 1,440): how long to wait before calling the
          same number again. An hour or two catches people home from work; 1,440 tries again the
          next day.
        </li>
        <li>
          <strong>Retry statuses</strong>: which outcomes are called again, <em>Dial No Answer</em>,{' '}
          <em>Reached Voicemail</em>, or both. Homeowners who answered are never called again by the
          dialer.
        </li>
      </ul>
    </TutorialSection>
  );
}

function RunCampaignStep() {
  return (
    <TutorialSection id={TUTORIAL_STEPS.calling} number={5} title="Start and pause a campaign">
      <p>
        Each uploaded list is its own campaign. On{' '}
        <Link href="/dashboard" className={linkClass}>
          Upload Contacts
        </Link>{' '}
        press <strong>Start Calling</strong> on the list. The dialer calls up to five homeowners at
        a time; each contact moves from <em>Not Called</em> to <em>In Progress</em> and then to its
        outcome: <em>Answered</em>, <em>Completed</em>, <em>Dial No Answer</em> or{' '}
        <em>Reached Voicemail</em>. The list shows <strong>Auto-dialer running</strong> while it
        works, and keeps going with your browser closed.
      </p>
      <ul>
        <li>
          <strong>Pause</strong> holds the campaign (a crew is booked solid, the weather turned);{' '}
          <strong>Resume</strong> carries on where it stopped.
        </li>
        <li>
          <strong>Stop</strong> ends it; start it again later to call whoever is still due.
        </li>
        <li>
          When nobody is due yet because of the retry delay, the campaign waits and carries on by
          itself. It is completed when every homeowner has answered or used up their attempts.
        </li>
      </ul>
    </TutorialSection>
  );
}

function ResultsStep() {
  return (
    <TutorialSection id={TUTORIAL_STEPS.results} number={6} title="Read call logs and appointments">
      <p>
        <Link href="/dashboard/call-logs" className={linkClass}>
          Call Logs
        </Link>{' '}
        lists every call: when, which contact, which agent, how long, and how it ended. Read it each
        morning: long calls that ended without a booking are worth a personal call from a rep; many
        voicemails in one neighbourhood mean it is worth calling at another time of day.
        <strong> Export Logs</strong> downloads it for your CRM.
      </p>
      <p>
        The{' '}
        <Link href="/dashboard/appointment-calendar" className={linkClass}>
          Appointment Calendar
        </Link>{' '}
        shows the inspections your agents booked into Cal.com, by day, with the homeowner's name,
        phone and address: hand each day's list to the inspector on duty.
      </p>
    </TutorialSection>
  );
}
