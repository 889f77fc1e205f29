import { useState } from 'react';
import { useSearch } from 'wouter';
import { RealCallsNotice } from '../../components/real-calls-notice';
import { SimulatedCallsNotice } from '../../components/simulated-calls-notice';
import { StormAlertNotice } from '../../components/storm-alert-notice';
import type { ListSummary } from '../../lib/dialer-types';
import { trpc } from '../../lib/trpc';
import { ListContactsCard } from './list-contacts-card';
import { RecentUploads } from './recent-uploads';
import { StormListNote } from './storm-list-note';
import { UploadPanel } from './upload-panel';

/** /dashboard: upload a contact list, run its auto-dialer and watch the calls live. */
export function UploadContactsPage() {
  const utils = trpc.useUtils();
  const lists = trpc.contacts.lists.useQuery();
  const search = useSearch();
  const [chosenId, setChosenId] = useState(() => new URLSearchParams(search).get('list'));
  const selected = lists.data?.find((list) => list.id === chosenId) ?? lists.data?.[0] ?? null;

  const onUploaded = (list: ListSummary) => {
    utils.contacts.lists.setData(undefined, (old) => [
      list,
      ...(old ?? []).filter((item) => item.id !== list.id),
    ]);
    void utils.contacts.lists.invalidate();
    setChosenId(list.id);
  };

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Upload Contacts</h1>
        <p className="text-muted-foreground">
          Import a contact list, then let the auto-dialer call it.
        </p>
      </div>
      <StormAlertNotice />
      <SimulatedCallsNotice />
      <RealCallsNotice listId={selected?.id ?? null} />
      <UploadPanel
        onUploaded={onUploaded}
        onImported={(listId) => {
          void utils.contacts.lists.invalidate();
          setChosenId(listId);
        }}
      />
      <RecentUploads selectedId={selected?.id ?? null} onSelect={setChosenId} />
      {selected ? <StormListNote key={`storm-${selected.id}`} listId={selected.id} /> : null}
      {selected ? <ListContactsCard key={selected.id} list={selected} /> : null}
    </section>
  );
}
