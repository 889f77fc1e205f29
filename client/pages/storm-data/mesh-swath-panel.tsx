import { Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { MESH_SWATH_MESSAGES, type MeshSwath } from '../../../shared/storm/mesh-swath';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { Select } from '../../components/ui/select';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { StormListPreviewView } from './storm-list-preview';
import { SwathLegend } from './swath-layer';

/** The storm days with a radar swath; choosing one draws it on the map. */
export function SwathDayPicker({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const id = useId();
  const days = trpc.storm.meshDays.useQuery();
  if (!days.data || days.data.length === 0) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-day`}>{MESH_SWATH_MESSAGES.label}: storm day</Label>
      <Select id={`${id}-day`} value={day} onChange={(event) => onDay(event.target.value)}>
        <option value="">No radar swath</option>
        {days.data.map((d) => (
          <option key={d.stormDay} value={d.stormDay}>
            {d.stormDay}
            {d.largestMm === null ? '' : ` · up to ${Math.round((d.largestMm / 25.4) * 4) / 4} in`}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** "Contacts where the radar estimate ≥ N in": the count and skips, then the list. */
function SwathListForm({ stormDay }: { stormDay: string }) {
  const id = useId();
  const [, navigate] = useLocation();
  const [minInches, setMinInches] = useState(1);
  const [previewing, setPreviewing] = useState(false);
  const input = { stormDay, minInches };
  const preview = trpc.storm.previewSwathList.useQuery(input, { enabled: previewing });
  const utils = trpc.useUtils();
  const create = trpc.storm.createSwathList.useMutation({
    onSuccess: async ({ listId, count }) => {
      toast.success('Storm list created', { description: `${count} contacts, ready to start.` });
      await utils.contacts.lists.invalidate();
      navigate(`/dashboard?list=${listId}`);
    },
    onError: (error) => toast.error('The list was not created', { description: error.message }),
  });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-min`}>Radar estimate at least (in)</Label>
          <Input
            id={`${id}-min`}
            type="number"
            min={0.75}
            max={6}
            step={0.25}
            value={minInches}
            onChange={(event) => setMinInches(Number(event.target.value) || 1)}
            className="w-28"
          />
        </div>
        <Button type="button" onClick={() => setPreviewing(true)}>
          <Phone aria-hidden /> Call contacts under the swath
        </Button>
      </div>
      {previewing && preview.isLoading ? <Spinner label="Counting your contacts..." /> : null}
      {previewing && preview.error ? (
        <LoadError
          title="Could not count the contacts under the swath"
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
    </div>
  );
}

/** The chosen day's legend, the ZIPs under 1 in and more, and a list from the swath. */
export function MeshSwathPanel({
  swath,
  loading,
  error,
}: {
  swath: MeshSwath | null;
  loading: boolean;
  error: { message: string } | null;
}) {
  if (loading) return <Spinner label="Drawing the radar swath..." />;
  if (error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {error.message}
      </p>
    );
  if (!swath) return null;
  return (
    <section aria-label="Radar swath" className="flex flex-col gap-3 rounded-lg border p-4">
      <SwathLegend swath={swath} />
      <div className="text-sm" data-testid="swath-zips">
        <p className="font-medium">ZIPs under 1 in or more (radar estimate)</p>
        {swath.affectedZips.length === 0 ? (
          <p className="text-muted-foreground">None in this area.</p>
        ) : (
          <ul className="flex flex-wrap gap-x-3">
            {swath.affectedZips.map((z) => (
              <li key={z.zip}>
                {z.zip} ({z.sizeInches} in)
              </li>
            ))}
          </ul>
        )}
      </div>
      <SwathListForm stormDay={swath.stormDay} />
    </section>
  );
}
