import {
  formatPercent,
  percentOf,
  WEEKDAY_NAMES,
} from '../../../../shared/analytics/funnel-figures';
import type { FunnelFigures, HeatCell } from '../../../../shared/analytics/funnel-types';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table';
import { ChartOrTable } from './chart-or-table';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const cellName = (cell: { weekday: number; hour: number }) =>
  `${WEEKDAY_NAMES[cell.weekday]} ${hourLabel(cell.hour)}`;

function cellSummary(cell: HeatCell) {
  return `${cellName(cell)}: ${cell.dialled} dialled, ${cell.connected} connected (${formatPercent(
    percentOf(cell.connected, cell.dialled),
  )}), ${cell.booked} booked`;
}

/** Weekday × hour grid; the deeper the green, the higher the connect rate. */
function HeatGrid({ cells, label }: { cells: HeatCell[]; label: string }) {
  const byKey = new Map(cells.map((cell) => [cell.weekday * 24 + cell.hour, cell]));
  return (
    <div className="overflow-x-auto">
      <table
        aria-label={label}
        className="w-full min-w-[640px] table-fixed border-separate border-spacing-px text-[10px]"
      >
        <thead>
          <tr>
            <th scope="col" className="w-10">
              <span className="sr-only">Weekday</span>
            </th>
            {HOURS.map((hour) => (
              <th key={hour} scope="col" className="font-normal text-muted-foreground">
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAY_NAMES.map((name, weekday) => (
            <tr key={name}>
              <th scope="row" className="text-left font-normal text-muted-foreground">
                {name}
              </th>
              {HOURS.map((hour) => {
                const cell = byKey.get(weekday * 24 + hour);
                const rate = cell ? (percentOf(cell.connected, cell.dialled) ?? 0) / 100 : 0;
                const text = cell ? cellSummary(cell) : `${cellName({ weekday, hour })}: no calls`;
                return (
                  <td
                    key={hour}
                    title={text}
                    aria-label={text}
                    data-calls={cell ? cell.dialled : 0}
                    className="h-6 rounded-sm border border-border"
                    style={
                      cell ? { backgroundColor: `rgba(22, 163, 74, ${0.15 + 0.85 * rate})` } : {}
                    }
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HeatTable({ cells, label }: { cells: HeatCell[]; label: string }) {
  const sorted = [...cells].sort(
    (a, b) =>
      (percentOf(b.connected, b.dialled) ?? 0) - (percentOf(a.connected, a.dialled) ?? 0) ||
      b.dialled - a.dialled,
  );
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Local time</TableHead>
          <TableHead>Dialled</TableHead>
          <TableHead>Connected</TableHead>
          <TableHead>Connect rate</TableHead>
          <TableHead>Booked</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {sorted.map((cell) => (
          <TableRow key={cellName(cell)}>
            <TableCell>{cellName(cell)}</TableCell>
            <TableCell className="tabular-nums">{cell.dialled}</TableCell>
            <TableCell className="tabular-nums">{cell.connected}</TableCell>
            <TableCell className="tabular-nums">
              {formatPercent(percentOf(cell.connected, cell.dialled))}
            </TableCell>
            <TableCell className="tabular-nums">{cell.booked}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The best hours to call: connect rate per weekday × hour in each contact's own local time. */
export function BestHoursMap({ figures, setLabel }: { figures: FunnelFigures; setLabel: string }) {
  const title = `Best hours to call${setLabel}`;
  const note =
    figures.unplaced > 0
      ? ` ${figures.unplaced.toLocaleString()} calls to contacts without a known time zone are not on the map.`
      : '';
  return (
    <ChartOrTable
      title={title}
      description={`Connect rate by weekday and hour in the contacts' local time.${note}`}
      chart={
        figures.heatMap.length === 0 ? (
          <p className="text-sm text-muted-foreground">No calls to place on the map yet.</p>
        ) : (
          <HeatGrid cells={figures.heatMap} label={title} />
        )
      }
      table={<HeatTable cells={figures.heatMap} label={title} />}
    />
  );
}
