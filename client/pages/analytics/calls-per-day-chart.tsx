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
import type { CallAnalytics } from '../../../shared/calls/call-log-types';
import { CALL_OUTCOMES } from '../../../shared/dialer/contact-status';

/** Bar colours follow the call status palette (shared/calls/call-status-palette.ts). */
const OUTCOME_COLOURS: Record<(typeof CALL_OUTCOMES)[number], string> = {
  Completed: '#16a34a',
  'Dial No Answer': '#dc2626',
  'Reached Voicemail': '#ea580c',
  Answered: '#2563eb',
  'Invalid Number': '#6b7280',
};

/** Calls per day with outcomes stacked. */
export function CallsPerDayChart({ perDay }: { perDay: CallAnalytics['perDay'] }) {
  const byDay = new Map<string, Record<string, number | string>>();
  for (const { day, outcome, calls } of perDay) {
    const row = byDay.get(day) ?? { day };
    row[outcome] = calls;
    byDay.set(day, row);
  }
  const data = [...byDay.values()];
  const outcomes = CALL_OUTCOMES.filter((o) => perDay.some((p) => p.outcome === o));
  return (
    <div className="h-72 w-full" role="img" aria-label="Calls per day by outcome">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          {outcomes.map((outcome) => (
            <Bar key={outcome} dataKey={outcome} stackId="calls" fill={OUTCOME_COLOURS[outcome]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
