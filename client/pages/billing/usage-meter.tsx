import type { Meter } from '../../../shared/billing/usage';
import { Progress } from '../../components/ui/progress';
import { cn } from '../../lib/cn';

const count = (n: number) => n.toLocaleString('en-US');

/** One limit of the plan: used of limit, amber from 80%, red when reached. */
export function UsageMeter({
  label,
  counts,
  meter,
}: {
  label: string;
  /** What is counted, in words ('calls placed this period'). */
  counts: string;
  meter: Meter;
}) {
  return (
    <div
      className="flex flex-col gap-1.5"
      data-testid={`meter-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <div className="flex flex-wrap justify-between gap-x-2 text-sm">
        <span>{label}</span>
        <span className={cn(meter.state !== 'ok' && 'font-medium')}>
          {count(meter.used)} of {count(meter.limit)} {counts}
        </span>
      </div>
      <Progress
        value={meter.used}
        max={meter.limit}
        aria-label={label}
        indicatorClassName={cn(
          meter.state === 'warning' && 'bg-amber-500',
          meter.state === 'reached' && 'bg-destructive',
        )}
      />
    </div>
  );
}
