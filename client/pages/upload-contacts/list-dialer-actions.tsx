import { Pause, Play, Square } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { ListSummary } from '../../lib/dialer-types';
import { listActions } from './list-progress';
import { StartCallingDialog } from './start-calling-dialog';
import type { ListMutations } from './use-list-mutations';

/** 'Start Calling' for a list at rest; Pause / Resume / Stop while its dialer is active. */
export function ListDialerActions({
  list,
  mutations,
}: {
  list: ListSummary;
  mutations: ListMutations;
}) {
  const actions = listActions(list.state, list.contactCount);
  const input = { listId: list.id };
  const disabled = mutations.busy;
  return (
    <>
      {actions.canStart ? <StartCallingDialog list={list} mutations={mutations} /> : null}
      {actions.canPause ? (
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => mutations.pause.mutate(input)}
        >
          <Pause aria-hidden />
          Pause
        </Button>
      ) : null}
      {actions.canResume ? (
        <Button size="sm" disabled={disabled} onClick={() => mutations.resume.mutate(input)}>
          <Play aria-hidden />
          Resume
        </Button>
      ) : null}
      {actions.canStop ? (
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          onClick={() => mutations.stop.mutate(input)}
        >
          <Square aria-hidden />
          Stop
        </Button>
      ) : null}
    </>
  );
}
