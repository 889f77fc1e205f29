import { toast } from '../../components/ui/toaster';
import type { ListSummary } from '../../lib/dialer-types';
import { errorMessage, trpc } from '../../lib/trpc';

const FALLBACK = 'Something went wrong. Please try again.';

/** Dialer controls, rename and delete for one list; results update the cached summaries. */
export function useListMutations() {
  const utils = trpc.useUtils();
  const replace = (list: ListSummary) =>
    utils.contacts.lists.setData(undefined, (lists) =>
      lists?.map((item) => (item.id === list.id ? list : item)),
    );
  const onError = (error: unknown) => toast.error(errorMessage(error, FALLBACK));
  const stateOf = (listId: string) =>
    utils.contacts.lists.getData()?.find((item) => item.id === listId)?.state;
  // The worker's first round can announce a newer state (waiting for calling hours, completed)
  // before this answer arrives: a list whose state changed meanwhile keeps the newer one.
  const dialer = {
    onMutate: ({ listId }: { listId: string }) => ({ before: stateOf(listId) }),
    onSuccess: (list: ListSummary, _input: unknown, context: { before?: string } | undefined) => {
      if (stateOf(list.id) === context?.before) replace(list);
    },
    onError,
  };

  const start = trpc.dialer.start.useMutation(dialer);
  const pause = trpc.dialer.pause.useMutation(dialer);
  const resume = trpc.dialer.resume.useMutation(dialer);
  const stop = trpc.dialer.stop.useMutation(dialer);
  const rename = trpc.contacts.updateDetails.useMutation({
    onSuccess: () => utils.contacts.lists.invalidate(),
    onError,
  });
  const remove = trpc.contacts.delete.useMutation({
    onSuccess: (_result, { listId }) => {
      utils.contacts.lists.setData(undefined, (lists) => lists?.filter((l) => l.id !== listId));
      void utils.contacts.lists.invalidate();
    },
    onError,
  });
  const busy =
    start.isPending || pause.isPending || resume.isPending || stop.isPending || remove.isPending;
  return { start, pause, resume, stop, rename, remove, busy };
}

export type ListMutations = ReturnType<typeof useListMutations>;
