import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useEffect, useMemo } from 'react';
import { DIALER_MESSAGES } from '../../../shared/dialer/dialer-messages';
import type { AccountEvent } from '../../../shared/events';
import { toast } from '../../components/ui/toaster';
import { useAccountEvents } from '../account-events';
import type { ContactPage } from '../dialer-types';
import { trpc } from '../trpc';
import { type CallEndedEvent, summariseCallEnds } from './call-toast-summary';
import { patchContactPage } from './contact-rows-patch';
import { createEventBuffer, createThrottle } from './event-buffer';
import { hasList, patchListSummaries } from './list-summaries-patch';

/** Ended calls arriving within this window become one toast. */
export const CALL_TOAST_WINDOW_MS = 1_000;
/** Refetches caused by live events run at most this often (never once per event). */
const REFETCH_INTERVAL_MS = 500;

type PageKey = [unknown, { input?: { listId?: string; status?: string; search?: string } }];
const pageInput = (queryKey: readonly unknown[]) => (queryKey as PageKey)[1]?.input;

/**
 * Keeps the dashboard live from the account's event stream: list summaries and
 * contact rows are patched in the react-query cache; ended calls become grouped toasts.
 */
export function useDialerLiveUpdates(): void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const pageKey = useMemo(() => getQueryKey(trpc.contacts.page), []);

  const live = useMemo(() => {
    const calls = createEventBuffer<CallEndedEvent>(CALL_TOAST_WINDOW_MS, (events) => {
      const summary = summariseCallEnds(events);
      if (!summary) return;
      const show = summary.tone === 'success' ? toast.success : toast.info;
      show(summary.title, { description: summary.description });
    });
    const refetchLists = createThrottle(REFETCH_INTERVAL_MS, () => {
      void utils.contacts.lists.invalidate();
    });
    // Patching cannot move rows in or out of a filtered or searched page: refetch those.
    const refetchFilteredPages = createThrottle(REFETCH_INTERVAL_MS, () => {
      void queryClient.invalidateQueries({
        queryKey: pageKey,
        predicate: (query) => {
          const input = pageInput(query.queryKey);
          return Boolean(input?.status || input?.search);
        },
      });
    });
    return { calls, refetchLists, refetchFilteredPages };
  }, [queryClient, utils, pageKey]);

  useEffect(
    () => () => {
      live.calls.dispose();
      live.refetchLists.dispose();
      live.refetchFilteredPages.dispose();
    },
    [live],
  );

  useAccountEvents((event: AccountEvent) => {
    switch (event.type) {
      case 'call.ended':
        live.calls.push(event);
        return;
      case 'contact.updated':
        queryClient.setQueriesData<ContactPage>(
          {
            queryKey: pageKey,
            predicate: (query) => pageInput(query.queryKey)?.listId === event.listId,
          },
          (page) => patchContactPage(page, event),
        );
        live.refetchFilteredPages.run();
        return;
      case 'campaign.progress':
      case 'campaign.state': {
        const lists = utils.contacts.lists.getData();
        if (lists && !hasList(lists, event.listId)) live.refetchLists.run();
        else
          utils.contacts.lists.setData(
            undefined,
            (old) => patchListSummaries(old, event) as typeof old,
          );
        if (event.type === 'campaign.state' && event.state === 'completed') {
          const name = lists?.find((list) => list.id === event.listId)?.name;
          if (event.endReason) toast.warning(event.endReason, { description: name });
          else toast.success(DIALER_MESSAGES.allCompleted, { description: name });
        }
        return;
      }
      case 'list.changed':
        live.refetchLists.run();
        return;
      default:
        return;
    }
  });
}
