import { Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import type { ArchivedHailEvent, HailSearchResult } from '../../../shared/storm/hail-search';
import { STORM_LIST_MESSAGES } from '../../../shared/storm/storm-list-schemas';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { StormListPreviewView } from './storm-list-preview';

type Archived = Extract<HailSearchResult, { sample: false }>;

/** The storm a list is for by default: the largest hail, then the latest. */
function defaultStorm(events: ArchivedHailEvent[]): string {
  const sorted = [...events].sort(
    (a, b) => b.sizeInches - a.sizeInches || b.date.localeCompare(a.date),
  );
  return sorted[0]?.id ?? '';
}

/** "Call homeowners in this area": pick the storm, see the count and the skips, create the list. */
export function StormListPanel({
  result,
  readyEventId,
}: {
  result: Archived;
  readyEventId: string | null;
}) {
  const id = useId();
  const [, navigate] = useLocation();
  const ready = result.events.some((event) => event.id === readyEventId) ? readyEventId : null;
  const [eventId, setEventId] = useState(() => ready ?? defaultStorm(result.events));
  const [previewing, setPreviewing] = useState(ready !== null);
  const input = { address: result.address, radiusMiles: result.radiusMiles, eventId };
  const preview = trpc.storm.previewStormList.useQuery(input, { enabled: previewing });
  const utils = trpc.useUtils();
  const create = trpc.storm.createStormList.useMutation({
    onSuccess: async ({ listId, count }) => {
      toast.success('Storm list created', { description: `${count} contacts, ready to start.` });
      await utils.contacts.lists.invalidate();
      navigate(`/dashboard?list=${listId}`);
    },
    onError: (error) => toast.error('The list was not created', { description: error.message }),
  });
  if (result.events.length === 0) return null;
  return (
    <section aria-label="Storm list" className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-storm`}>Storm</Label>
          <Select
            id={`${id}-storm`}
            value={eventId}
            onChange={(event) => setEventId(event.target.value)}
          >
            {result.events.map((event) => (
              <option key={event.id} value={event.id}>
                {`${event.date} · ${event.size} · ${[event.place, event.state].filter(Boolean).join(', ')}`}
              </option>
            ))}
          </Select>
        </div>
        <Button type="button" onClick={() => setPreviewing(true)}>
          <Phone aria-hidden /> {STORM_LIST_MESSAGES.callAction}
        </Button>
      </div>
      {previewing && preview.isLoading ? <Spinner label="Counting your contacts..." /> : null}
      {previewing && preview.error ? (
        <LoadError
          title="Could not count the contacts in this area"
          error={preview.error}
          onRetry={() => void preview.refetch()}
        />
      ) : null}
      {previewing && preview.data ? (
        <StormListPreviewView
          preview={preview.data}
          creating={create.isPending}
          onCreate={() => create.mutate(input)}
        />
      ) : null}
    </section>
  );
}
