import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { FunnelDay } from '../../../../shared/analytics/funnel-types';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { ChartOrTable } from './chart-or-table';

/** Outcome columns with the call status palette's colours. */
const OUTCOMES = [
  { key: 'completed', label: 'Completed', colour: '#16a34a' },
  { key: 'answered', label: 'Answered', colour: '#2563eb' },
  { key: 'voicemail', label: 'Reached Voicemail', colour: '#ea580c' },
  { key: 'noAnswer', label: 'Dial No Answer', colour: '#dc2626' },
  { key: 'invalid', label: 'Invalid Number', colour: '#6b7280' },
] as const;

function OutcomesTable({ perDay, label }: { perDay: FunnelDay[]; label: string }) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Day</TableHead>
          {OUTCOMES.map((o) => (
            <TableHead key={o.key}>{o.label}</TableHead>
          ))}
          <TableHead>Booked</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {perDay.map((day) => (
          <TableRow key={day.day}>
            <TableCell>{day.day}</TableCell>
            {OUTCOMES.map((o) => (
              <TableCell key={o.key} className="tabular-nums">
                {day[o.key]}
              </TableCell>
            ))}
            <TableCell className="tabular-nums">{day.booked}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Calls per day with outcomes stacked, and appointments booked from them as a line. */
export function OutcomesOverTime({ perDay, setLabel }: { perDay: FunnelDay[]; setLabel: string }) {
  const title = `Outcomes over time${setLabel}`;
  const chart =
    perDay.length === 0 ? (
      <p className="text-sm text-muted-foreground">No calls in this range.</p>
    ) : (
      <div className="h-72 w-full" role="img" aria-label={`${title}: calls per day by outcome`}>
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={perDay}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" fontSize={12} />
            <YAxis allowDecimals={false} fontSize={12} />
            <Tooltip />
            <Legend />
            {OUTCOMES.map((o) => (
              <Bar key={o.key} dataKey={o.key} name={o.label} stackId="calls" fill={o.colour} />
            ))}
            <Line dataKey="booked" name="Booked" stroke="#7c3aed" strokeWidth={2} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
    );
  return (
    <ChartOrTable
      title={title}
      chart={chart}
      table={<OutcomesTable perDay={perDay} label={title} />}
    />
  );
}
