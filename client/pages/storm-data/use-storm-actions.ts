import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import type { HailProvider, StormStatus } from '../../../shared/storm/storm-providers';
import type { HailSearchInput } from '../../../shared/storm/storm-schemas';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/**
 * Every Storm Data action of the page in one place, so one loading flag (`busy`) disables all
 * connect and search buttons while any request runs (spec 4). The wait is the real request.
 */
export function useStormActions() {
  const utils = trpc.useUtils();
  const settle = (status: StormStatus) => utils.storm.status.setData(undefined, status);
  const failed = (title: string) => (error: unknown) =>
    toast.error(title, { description: errorMessage(error, 'Please try again.') });

  const connectAcculynxKey = trpc.storm.connectAcculynxKey.useMutation({
    onSuccess: (status) => {
      settle(status);
      toast.success(STORM_MESSAGES.acculynxApiConnectedTitle, {
        description: STORM_MESSAGES.acculynxApiConnected,
      });
    },
    onError: failed(STORM_MESSAGES.acculynxFailedTitle),
  });
  const connectHail = trpc.storm.connectHailProvider.useMutation({
    onSuccess: (status, { provider }) => {
      settle(status);
      toast.success(STORM_MESSAGES.hailConnected(provider), {
        description: STORM_MESSAGES.notVerifiedSample,
      });
    },
    onError: failed('Connection failed'),
  });
  const disconnect = trpc.storm.disconnect.useMutation({
    onSuccess: (status, { provider }) => {
      settle(status);
      toast.success(
        provider === 'acculynx'
          ? STORM_MESSAGES.acculynxDisconnected
          : STORM_MESSAGES.hailDisconnected(provider),
      );
    },
    onError: failed('Disconnect failed'),
  });
  const search = trpc.storm.searchHail.useMutation({
    onSuccess: (result) =>
      toast.success(STORM_MESSAGES.searchCompleteTitle, {
        description: result.sample
          ? STORM_MESSAGES.sampleSearchComplete(result.events.length)
          : STORM_MESSAGES.searchComplete(result.total),
      }),
    onError: failed('Search failed'),
  });

  const busy = [connectAcculynxKey, connectHail, disconnect, search].some((m) => m.isPending);

  return {
    busy,
    connectAcculynxKey: (apiKey: string) => connectAcculynxKey.mutate({ apiKey }),
    connectHail: (provider: HailProvider, apiKey: string) =>
      connectHail.mutate({ provider, apiKey }),
    disconnect: (provider: 'acculynx' | HailProvider) => disconnect.mutate({ provider }),
    search: (input: HailSearchInput) => search.mutate(input),
    searchResult: search.data ?? null,
  };
}

export type StormActions = ReturnType<typeof useStormActions>;
