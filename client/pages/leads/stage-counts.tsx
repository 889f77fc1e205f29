import type { PipelineStage, StageCount } from '../../../shared/leads/pipeline';
import { cn } from '../../lib/cn';

/** One button per stage with its count; choosing one filters the list (again: all stages). */
export function StageCounts({
  counts,
  selected,
  onSelect,
}: {
  counts: readonly StageCount[] | undefined;
  selected: PipelineStage | undefined;
  onSelect: (stage: PipelineStage | undefined) => void;
}) {
  return (
    <nav aria-label="Pipeline stages" className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {(counts ?? []).map(({ stage, count }) => (
        <button
          key={stage}
          type="button"
          aria-pressed={selected === stage}
          onClick={() => onSelect(selected === stage ? undefined : stage)}
          className={cn(
            'flex flex-col rounded-md border p-3 text-left hover:bg-accent',
            selected === stage && 'border-primary bg-accent',
          )}
        >
          <span className="text-xs text-muted-foreground">{stage}</span>
          <span className="text-xl font-semibold tabular-nums" data-testid={`stage-count-${stage}`}>
            {count.toLocaleString('en-US')}
          </span>
        </button>
      ))}
    </nav>
  );
}
