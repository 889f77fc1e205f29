import { Link } from 'wouter';
import { SampleCsvLink } from '../../components/sample-csv-link';
import { TUTORIAL_STEPS } from '../../components/tutorial-link';
import { ScrollPre } from '../../components/ui/scroll-pre';
import { TutorialSection } from './tutorial-section';

const linkClass = 'text-primary underline underline-offset-4';

/** Steps 1-3: the list, the agent, the accounts it calls and books through. */
export function SetupSteps() {
  return (
    <>
      <PrepareListStep />
      <CreateAgentStep />
      <ConnectStep />
    </>
  );
}

function PrepareListStep() {
  return (
    <TutorialSection id={TUTORIAL_STEPS.csv} number={1} title="Prepare your contact list">
      <p>
        Every campaign starts from a CSV file: one homeowner per row, the way your CRM, a canvassing
        app or a storm-data export gives it to you. Two columns are required, named in the first
        row:
      </p>
      <ul>
        <li>
          <strong>phone</strong> (or "phone number"): the number to call. Write it with the country
          code (+1 214 555 0110) or as your customers write it locally ((214) 555-0110); numbers
          without a country code are read in the region you pick under the upload area.
        </li>
        <li>
          <strong>first_name</strong> (or "first name", "name"): what the agent calls them.
        </li>
      </ul>
      <p>
        Any other columns (last name, address, city, roof age) are kept with the contact. The file
        must end in .csv and be at most 10 MB. A number that is not a real phone number is imported
        as <em>Invalid Number</em> and never dialled; a number that appears twice is called once.
      </p>
      <ScrollPre label="Example CSV" className="overflow-x-auto p-3">
        {`phone,first_name,last_name,address,city
    +1 (214) 555-0110,John,Miller,1208 Oak Ridge Dr,Dallas
    +1 (214) 555-0111,Maria,Garcia,77 Cedar Ln,Fort Worth`}
      </ScrollPre>
      <p>
        <SampleCsvLink /> to start from a file that imports as it is. Then open{' '}
        <Link href="/dashboard" className={linkClass}>
          Upload Contacts
        </Link>
        , drop the file, check the preview of the first five rows, and press{' '}
        <strong>Upload and Continue</strong>. The list appears under Recent Uploads.
      </p>
    </TutorialSection>
  );
}

function CreateAgentStep() {
  return (
    <TutorialSection
      id={TUTORIAL_STEPS.agent}
      number={2}
      title="Create a voice agent from a template"
    >
      <p>
        The voice agent is who your homeowners hear: its script, voice and manners. On{' '}
        <Link href="/dashboard/voice-agents" className={linkClass}>
          Voice Agents
        </Link>{' '}
        press <strong>Create Agent</strong> and pick a template:
      </p>
      <ul>
        <li>
          <strong>Appointment Scheduler</strong>: calls homeowners after a storm and books a free
          roof inspection. Start here if you want inspections on the calendar.
        </li>
        <li>
          <strong>Lead Qualifier</strong>: asks about leaks, missing shingles and insurance claims
          and hands the promising ones to your sales reps.
        </li>
        <li>
          <strong>Follow-up Specialist</strong>: calls back people who asked for an estimate or
          missed an appointment.
        </li>
      </ul>
      <p>
        Put your company name and the agent's name in the editor; the script uses them in the
        greeting ({'{company_name}'}, {'{agent_name}'}) and greets each homeowner by the first name
        from your list ({'{customer_name}'}). Choose a voice, listen to its preview, and save. Every
        template tells homeowners it is an AI assistant when asked, and stops calling anyone who
        says so.
      </p>
    </TutorialSection>
  );
}

function ConnectStep() {
  return (
    <TutorialSection id={TUTORIAL_STEPS.connect} number={3} title="Connect Retell and Cal.com">
      <p>
        Your agents talk through Retell AI (the phone calls) and book through Cal.com (your
        inspection calendar). Both keys are stored encrypted and never shown again in the browser.
      </p>
      <ol>
        <li>
          In Retell, copy your API key from its dashboard. In{' '}
          <Link href="/dashboard/settings" className={linkClass}>
            Settings
          </Link>{' '}
          paste it into <strong>Retell AI</strong> under API Keys and save; we check it with Retell
          straight away. No OpenAI or ElevenLabs key is needed: Retell hosts the model and the
          voices.
        </li>
        <li>
          Buy or pick the number your agent calls from under <strong>Phone Numbers</strong> on Voice
          Agents. Homeowners see this number, so use a local area code.
        </li>
        <li>
          In Cal.com, create an API key and an event type for inspections (for example "Roof
          inspection, 45 minutes"). On Voice Agents press <strong>Connect Cal.com</strong>, enter
          the key and your Cal.com username, then choose that event type in the agent's editor so it
          offers real open times.
        </li>
      </ol>
      <p>
        Already built agents in Retell? Use <strong>Import from Retell</strong> on Voice Agents
        instead of a template.
      </p>
    </TutorialSection>
  );
}
