import { Badge } from '../../components/ui/badge';

/** Fixed, illustrative figures (the spec's sample card), consistent with its ~15% connect rate. */
const FIGURES = [
  { label: 'Calls made', value: '5,000' },
  { label: 'Appointments set', value: '94' },
  { label: 'Connect rate', value: '15%' },
  { label: 'Conversion rate', value: '12.5%' },
];

const BARS = [
  { label: 'Completion', value: 86 },
  { label: 'Accuracy', value: 97 },
  { label: 'Credit usage', value: 62 },
];

/** An id without spaces: aria-labelledby reads a space as a list of ids. */
const barId = (label: string) => `sample-bar-${label.toLowerCase().replace(/\W+/g, '-')}`;

export function SampleAnalyticsCard() {
  return (
    <figure
      aria-labelledby="sample-analytics-title"
      className="rounded-2xl border bg-card p-6 shadow-lg md:p-8"
    >
      <div className="mb-6 flex items-start justify-between gap-4">
        <div>
          <h3 id="sample-analytics-title" className="text-lg font-semibold">
            Campaign analytics
          </h3>
          <p className="text-sm text-muted-foreground">One month on the Starter plan</p>
        </div>
        <Badge variant="warning">Sample figures</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        {FIGURES.map(({ label, value }) => (
          <div key={label} className="rounded-lg bg-muted/60 p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-col gap-4">
        {BARS.map(({ label, value }) => (
          <div key={label}>
            <div className="mb-1.5 flex justify-between text-sm">
              <span id={barId(label)} className="font-medium">
                {label}
              </span>
              <span className="tabular-nums text-muted-foreground">{value}%</span>
            </div>
            {/* A measurement, not a task's progress. */}
            {/* biome-ignore lint/a11y/useSemanticElements: <meter> cannot be styled alike across browsers */}
            <div
              role="meter"
              aria-valuenow={value}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-labelledby={barId(label)}
              className="h-2 overflow-hidden rounded-full bg-primary/15"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${value}%` }} />
            </div>
          </div>
        ))}
      </div>
      <figcaption className="mt-6 text-xs text-muted-foreground">
        Illustrative sample for a list of 5,000 homeowners, not a customer's results.
      </figcaption>
    </figure>
  );
}
