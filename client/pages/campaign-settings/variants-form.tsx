import { type FormEvent, useState } from 'react';
import { MAX_VARIANTS, MIN_VARIANTS } from '../../../shared/ab/variant-assignment';
import {
  SaveVariantsInput,
  VARIANT_MESSAGES,
  variantsRefusal,
} from '../../../shared/ab/variant-inputs';
import type { VariantsView } from '../../../shared/ab/variant-types';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';
import { type AgentOption, AgentOptions } from './agent-options';

type Row = { key: number; agentId: string; weight: string };

let rowKeys = 0;
const newRow = (agentId = '', weight = '50'): Row => ({ key: ++rowKeys, agentId, weight });
const emptyRows = (): Row[] => Array.from({ length: MIN_VARIANTS }, () => newRow());

/** Checks the rows as the server will: the input to save, or the message to show. */
function checkedVariants(
  listId: string,
  rows: readonly Row[],
  view: VariantsView,
): { input: SaveVariantsInput } | { error: string } {
  if (rows.some((row) => row.agentId === '')) return { error: VARIANT_MESSAGES.chooseAgent };
  const parsed = SaveVariantsInput.safeParse({
    listId,
    variants: rows.map((r) => ({ agentId: r.agentId, weight: Number(r.weight) })),
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? VARIANT_MESSAGES.count };
  const refusal = variantsRefusal(parsed.data.variants, {
    agents: view.planAgents,
    label: view.planLabel,
  });
  return refusal ? { error: refusal } : { input: parsed.data };
}

/** One variant: its agent, its weight, and Remove while there are more than the least. */
function VariantRowFields({
  index,
  row,
  agents,
  onChange,
  onRemove,
}: {
  index: number;
  row: Row;
  agents: readonly AgentOption[];
  onChange: (row: Partial<Row>) => void;
  onRemove: (() => void) | null;
}) {
  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`variant-agent-${index}`}>Variant {index + 1} agent</Label>
        <Select
          id={`variant-agent-${index}`}
          value={row.agentId}
          onChange={(e) => onChange({ agentId: e.target.value })}
        >
          <option value="">Choose an agent</option>
          <AgentOptions agents={agents} />
        </Select>
      </div>
      <div className="grid w-28 gap-2">
        <Label htmlFor={`variant-weight-${index}`}>Weight</Label>
        <Input
          id={`variant-weight-${index}`}
          inputMode="numeric"
          value={row.weight}
          onChange={(e) => onChange({ weight: e.target.value })}
        />
      </div>
      {onRemove ? (
        <Button type="button" variant="outline" onClick={onRemove}>
          Remove
        </Button>
      ) : null}
    </fieldset>
  );
}

/** The running variants' agents and weights; saving starts, changes or shrinks the test. */
export function VariantsForm({ listId, view }: { listId: string; view: VariantsView }) {
  const utils = trpc.useUtils();
  const agents = trpc.agents.list.useQuery();
  const running = view.variants.filter((v) => v.stoppedAt === null);
  const [rows, setRows] = useState<Row[]>(
    running.length > 0 ? running.map((v) => newRow(v.agentId, String(v.weight))) : emptyRows(),
  );
  const [error, setError] = useState<string | null>(null);
  const most = Math.min(MAX_VARIANTS, Math.max(view.planAgents, MIN_VARIANTS));
  const save = trpc.variants.save.useMutation({
    onSuccess: () => {
      toast.success(VARIANT_MESSAGES.saved);
      void utils.variants.invalidate();
    },
    onError: (e) => {
      setError(errorMessage(e, 'Failed to save the variants. Please try again.'));
    },
  });
  const setRow = (index: number, row: Partial<Row>) =>
    setRows(rows.map((r, i) => (i === index ? { ...r, ...row } : r)));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkedVariants(listId, rows, view);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    save.mutate(checked.input);
  };

  return (
    <form onSubmit={onSubmit} className="grid max-w-2xl gap-4" noValidate>
      <p className="text-sm text-muted-foreground">
        Each contact is assigned to one variant by a stable hash, in the weights' proportions, at
        its first call, and keeps it for every redial. Your {view.planLabel} includes{' '}
        {view.planAgents} {view.planAgents === 1 ? 'voice agent' : 'voice agents'}.
      </p>
      {rows.map((row, index) => (
        <VariantRowFields
          key={row.key}
          index={index}
          row={row}
          agents={agents.data ?? []}
          onChange={(change) => setRow(index, change)}
          onRemove={
            rows.length > MIN_VARIANTS ? () => setRows(rows.filter((_, i) => i !== index)) : null
          }
        />
      ))}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex gap-3">
        {rows.length < most ? (
          <Button type="button" variant="outline" onClick={() => setRows([...rows, newRow()])}>
            Add variant
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save variants'}
        </Button>
      </div>
    </form>
  );
}
