import { useState } from 'react';
import { stormSearchOf } from '../../../shared/storm/storm-alert';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useAccountEvents } from '../../lib/account-events';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { AcculynxTab } from './acculynx-tab';
import { HailProviderTab } from './hail-provider-tab';
import { HailSearchTab } from './hail-search-tab';
import { NoaaTab } from './noaa-tab';
import { useStormActions } from './use-storm-actions';

/** /dashboard/storm-data (spec 2.14): connections live on the server, read when the page opens. */
export function StormDataPage() {
  const { user } = useAuth();
  // A storm alert's "Build a call list" opens the storm's search with its list ready.
  const [link] = useState(() => stormSearchOf(window.location.search));
  const utils = trpc.useUtils();
  const status = trpc.storm.status.useQuery();
  const archive = trpc.storm.archive.useQuery();
  const actions = useStormActions();
  useAccountEvents((event) => {
    if (event.type === 'storm.changed') void utils.storm.status.invalidate();
  });
  const canEdit = user?.role === 'owner';

  return (
    <section className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Storm Data</h1>
        <p className="text-muted-foreground">
          Connect your roofing CRM and hail data providers, and search hail history by address
        </p>
      </div>
      {status.isPending ? <Spinner label="Loading connections..." /> : null}
      {status.isError ? (
        <LoadError
          title="Could not load your Storm Data connections"
          error={status.error}
          onRetry={() => status.refetch()}
        />
      ) : null}
      {status.data ? (
        <Tabs defaultValue={link ? 'search' : 'acculynx'}>
          <TabsList>
            <TabsTrigger value="acculynx">Acculynx Access</TabsTrigger>
            <TabsTrigger value="hailtrace">HailTrace</TabsTrigger>
            <TabsTrigger value="hailrecon">HailRecon</TabsTrigger>
            <TabsTrigger value="noaa">NOAA Storm Data</TabsTrigger>
            <TabsTrigger value="search">Hail Damage Search</TabsTrigger>
          </TabsList>
          <TabsContent value="acculynx" className="pt-4">
            <AcculynxTab status={status.data.acculynx} actions={actions} canEdit={canEdit} />
          </TabsContent>
          {(['hailtrace', 'hailrecon'] as const).map((provider) => (
            <TabsContent key={provider} value={provider} className="pt-4">
              <HailProviderTab
                provider={provider}
                connected={status.data[provider].connected}
                actions={actions}
                canEdit={canEdit}
              />
            </TabsContent>
          ))}
          <TabsContent value="noaa" className="pt-4">
            <NoaaTab />
          </TabsContent>
          <TabsContent value="search" className="pt-4">
            <HailSearchTab
              canSearch={
                (archive.data?.totalRows ?? 0) > 0 ||
                status.data.hailtrace.connected ||
                status.data.hailrecon.connected
              }
              actions={actions}
              link={link}
            />
          </TabsContent>
        </Tabs>
      ) : null}
    </section>
  );
}
