import { formatDollars, formatPercent } from '../analytics/funnel-figures';
import type { BestOf, WeekFigures, WeeklyReport } from './weekly-report-inputs';

/** One line of the report as shown in the e-mail and the CSV (the same strings in both). */
export type ReportRow = { label: string; current: string; previous: string; change: string };

const count = (n: number) => n.toLocaleString('en-US');
const signed = (delta: number, show: (n: number) => string) =>
  delta === 0 ? 'no change' : `${delta > 0 ? 'up' : 'down'} ${show(Math.abs(delta))}`;

type Figure = {
  label: string;
  value: (w: WeekFigures) => number | null;
  show: (n: number | null) => string;
  /** How a change is shown; rates change in percentage points. */
  showChange: (n: number) => string;
};

const FIGURES: Figure[] = [
  { label: 'Calls', value: (w) => w.calls, show: (n) => count(n ?? 0), showChange: count },
  { label: 'Connects', value: (w) => w.connects, show: (n) => count(n ?? 0), showChange: count },
  { label: 'Bookings', value: (w) => w.bookings, show: (n) => count(n ?? 0), showChange: count },
  { label: 'Cost', value: (w) => w.cost, show: formatDollars, showChange: formatDollars },
  {
    label: 'Connect rate',
    value: (w) => w.connectRate,
    show: formatPercent,
    showChange: (n) => `${n.toFixed(1)} pts`,
  },
  {
    label: 'Booked rate',
    value: (w) => w.bookedRate,
    show: formatPercent,
    showChange: (n) => `${n.toFixed(1)} pts`,
  },
  {
    label: 'Cost per booking',
    value: (w) => w.costPerBooking,
    show: formatDollars,
    showChange: formatDollars,
  },
];

function figureRow(figure: Figure, report: WeeklyReport): ReportRow {
  const current = figure.value(report.current);
  const previous = figure.value(report.previous);
  const delta =
    current !== null && previous !== null ? Math.round((current - previous) * 100) / 100 : null;
  return {
    label: figure.label,
    current: figure.show(current),
    previous: figure.show(previous),
    change: delta === null ? 'N/A' : signed(delta, figure.showChange),
  };
}

export function bestText(best: BestOf): string {
  if (!best) return 'No calls last week';
  return `${best.name} (${count(best.bookings)} bookings, ${count(best.connects)} connects, ${count(best.calls)} calls)`;
}

/** The figures, last week against the week before. */
export function reportRows(report: WeeklyReport): ReportRow[] {
  return FIGURES.map((figure) => figureRow(figure, report));
}
