import { CloudHail } from 'lucide-react';
import { STORM_VARIABLES, spokenHailSize } from '../../../shared/storm/storm-facts';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { trpc } from '../../lib/trpc';

/** On a storm-targeted list: its storm, and the call variables each of its calls carries. */
export function StormListNote({ listId }: { listId: string }) {
  const storm = trpc.storm.stormOfList.useQuery({ listId });
  if (!storm.data) return null;
  const { storm: facts, variables } = storm.data;
  return (
    <Alert role="note" data-testid="storm-list-note">
      <CloudHail aria-hidden />
      <AlertTitle>
        Storm list: {facts.swath ? 'up to about ' : ''}
        {spokenHailSize(facts.sizeInches)} hail{facts.swath ? ' (radar estimate)' : ''} on{' '}
        {facts.date} near {facts.city}
      </AlertTitle>
      <AlertDescription>
        <p>
          {facts.swath
            ? `Built from contacts where the radar estimate (MRMS MESH) reached ${facts.swath.minInches} in or more. Each call's {hail_size} is that contact's own estimate, labelled "(radar estimate)".`
            : `Built from contacts within ${facts.radiusMiles} miles of ${facts.address}.`}{' '}
          Its calls carry these variables for the agent's script:
        </p>
        <ul className="mt-1">
          {STORM_VARIABLES.map((variable) => (
            <li key={variable}>
              <code>{variable}</code> = {variables[variable.slice(1, -1)]}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
