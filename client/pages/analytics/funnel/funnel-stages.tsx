import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDollars, formatPercent } from '../../../../shared/analytics/funnel-figures';
import { CONVERSATION_MIN_SECONDS } from '../../../../shared/analytics/funnel-inputs';
import type { FunnelFigures } from '../../../../shared/analytics/funnel-types';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { ChartOrTable } from './chart-or-table';
import { SCOPE_NAMES } from './funnel-filters';

const SCOPE_COLOURS = ['#2563eb', '#ea580c'] as const;

export const STAGES = [
  { key: 'dialled', label: 'Dialled' },
  { key: 'connected', label: 'Connected' },
  { key: 'conversations', label: `Conversation ≥ ${CONVERSATION_MIN_SECONDS} s` },
  { key: 'booked', label: 'Booked' },
] as const;

const FIGURES = [
  ...STAGES.map(({ key, label }) => ({
    label,
    format: (f: FunnelFigures) => f[key].toLocaleString(),
  })),
  { label: 'Connect rate', format: (f: FunnelFigures) => formatPercent(f.connectRate) },
  { label: 'Booked rate', format: (f: FunnelFigures) => formatPercent(f.bookedRate) },
  { label: 'Callbacks (not dials)', format: (f: FunnelFigures) => f.callbacks.toLocaleString() },
  { label: 'Cost', format: (f: FunnelFigures) => formatDollars(f.cost) },
  {
    label: 'Cost per booked appointment',
    format: (f: FunnelFigures) => formatDollars(f.costPerBooking),
  },
];

const setName = (index: number, count: number) =>
  count > 1 ? `Set ${SCOPE_NAMES[index]}` : 'Calls';

/** The figures of each set of filters, side by side: always a table (numbers first). */
export function FunnelFiguresTable({
  scopes,
  rows = FIGURES,
  label = 'Dial to booking figures',
}: {
  scopes: FunnelFigures[];
  rows?: typeof FIGURES;
  label?: string;
}) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Figure</TableHead>
          {scopes.map((_, index) => (
            <TableHead key={SCOPE_NAMES[index]}>{setName(index, scopes.length)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map(({ label: figure, format }) => (
          <TableRow key={figure}>
            <TableCell>{figure}</TableCell>
            {scopes.map((figures, index) => (
              <TableCell
                key={SCOPE_NAMES[index]}
                className="tabular-nums"
                data-figure={`${figure} ${setName(index, scopes.length)}`}
              >
                {format(figures)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Dialled → connected → conversation → booked as bars, one colour per set of filters. */
export function FunnelStagesCard({ scopes }: { scopes: FunnelFigures[] }) {
  const data = STAGES.map(({ key, label }) => ({
    stage: label,
    ...Object.fromEntries(scopes.map((f, i) => [setName(i, scopes.length), f[key]])),
  }));
  const chart = (
    <div className="h-64 w-full" role="img" aria-label="Funnel from dialled to booked">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="stage" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          {scopes.map((_, i) => (
            <Bar key={SCOPE_NAMES[i]} dataKey={setName(i, scopes.length)} fill={SCOPE_COLOURS[i]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
  return (
    <ChartOrTable
      title="Dialled to booked"
      description="Booked: appointments created from the calls."
      chart={chart}
      table={
        <FunnelFiguresTable scopes={scopes} rows={FIGURES.slice(0, STAGES.length)} label="Funnel" />
      }
    />
  );
}
