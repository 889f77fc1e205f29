import { useState } from 'react';
import {
  dollars,
  estimateText,
  leadingText,
  NO_LEADER_TEXT,
  rateText,
  seconds,
} from '../../../shared/ab/variant-format';
import type { VariantResult, VariantResults } from '../../../shared/ab/variant-types';
import { SIMULATED_ANALYTICS } from '../../../shared/dialer/voice-mode';
import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { trpc } from '../../lib/trpc';
import { useEndedCallsRefetch } from './use-ended-calls-refetch';
import { VariantActions } from './variant-actions';

/** Per-variant results, counted per dialled contact, with 95% intervals. */
export function VariantResultsTable({ listId }: { listId: string }) {
  const [includeSimulated, setIncludeSimulated] = useState<boolean | undefined>(undefined);
  const results = trpc.variants.results.useQuery({
    listId,
    ...(includeSimulated === undefined ? {} : { includeSimulated }),
  });
  useEndedCallsRefetch(listId, () => void results.refetch());
  if (results.isPending) return <Spinner label="Loading results..." />;
  if (results.isError) {
    return (
      <LoadError
        title="Could not load the results"
        error={results.error}
        onRetry={() => results.refetch()}
      />
    );
  }
  const data = results.data;
  return (
    <section className="grid gap-3" aria-label="Variant results">
      <h2 className="text-base font-medium">Results per variant</h2>
      <SimulatedLine data={data} onInclude={setIncludeSimulated} />
      <LeadingLine data={data} />
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Variant</TableHead>
            <TableHead>Contacts dialled</TableHead>
            <TableHead>Connect rate</TableHead>
            <TableHead>Booked rate</TableHead>
            <TableHead>Average duration</TableHead>
            <TableHead>Cost per booking</TableHead>
            <TableHead>Reported by the agent</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.variants.map((variant) => (
            <ResultRow key={variant.id} listId={listId} variant={variant} data={data} />
          ))}
        </TableBody>
      </Table>
      <p className="text-xs text-muted-foreground">
        Each contact counts once per variant however often it was redialled. Booked: an appointment
        was created from one of its calls. "Reported by the agent": contacts whose call said
        appointment_booked, whether or not an appointment exists. Intervals: Wilson (rates) and
        bootstrap over contacts (duration of connected calls, cost per booking).
      </p>
    </section>
  );
}

function ResultRow({
  listId,
  variant,
  data,
}: {
  listId: string;
  variant: VariantResult;
  data: VariantResults;
}) {
  const running = data.variants.filter((v) => !v.stopped).length;
  return (
    <TableRow>
      <TableCell>
        {variant.agentName} {variant.stopped ? <Badge variant="outline">Stopped</Badge> : null}
        {data.leading?.id === variant.id ? <Badge>Leading</Badge> : null}
      </TableCell>
      <TableCell>{variant.contactsDialled}</TableCell>
      <TableCell>{rateText(variant.connected)}</TableCell>
      <TableCell>{rateText(variant.booked)}</TableCell>
      <TableCell>{estimateText(variant.averageDurationS, seconds)}</TableCell>
      <TableCell>{estimateText(variant.costPerBooking, dollars)}</TableCell>
      <TableCell>{variant.reportedByAgent}</TableCell>
      <TableCell>
        {variant.stopped ? null : (
          <VariantActions
            listId={listId}
            variantId={variant.id}
            agentName={variant.agentName}
            canStop={running > 1}
          />
        )}
      </TableCell>
    </TableRow>
  );
}

function LeadingLine({ data }: { data: VariantResults }) {
  if (!data.leading) return <p className="text-sm text-muted-foreground">{NO_LEADER_TEXT}</p>;
  const byId = new Map(data.variants.map((v) => [v.id, v]));
  return (
    <p className="text-sm font-medium" role="status">
      {leadingText(
        data.leading,
        (id) => byId.get(id)?.agentName ?? '',
        (id) => byId.get(id)?.booked.count ?? 0,
      )}
    </p>
  );
}

function SimulatedLine({
  data,
  onInclude,
}: {
  data: VariantResults;
  onInclude: (include: boolean) => void;
}) {
  const { simulated } = data;
  if (!simulated.realCallsExist) {
    if (data.variants.every((v) => v.contactsDialled === 0)) return null;
    return <p className="text-sm text-muted-foreground">{SIMULATED_ANALYTICS.onlySimulated}</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Checkbox
        id="variants-include-simulated"
        checked={simulated.included}
        onCheckedChange={(checked) => onInclude(checked === true)}
      />
      <Label htmlFor="variants-include-simulated">{SIMULATED_ANALYTICS.toggle}</Label>
      {!simulated.included && (
        <span className="text-muted-foreground">{SIMULATED_ANALYTICS.leftOut}</span>
      )}
    </div>
  );
}
