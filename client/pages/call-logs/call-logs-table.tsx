import { Eye } from 'lucide-react';
import {
  agentLabel,
  CALL_LOG_TEXTS,
  callLogStatus,
  contactLabel,
  formatCallDuration,
  formatCallTime,
} from '../../../shared/calls/call-log-format';
import type { CallLogRow } from '../../../shared/calls/call-log-types';
import { CallStatusBadge } from '../../components/call-status-badge';
import { InboundCallBadge } from '../../components/inbound-call-badge';
import { SimulatedCallBadge } from '../../components/simulated-call-badge';
import { Button } from '../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';

/** The 'Recent Calls' table (spec 2.10, formats of section 3). */
export function CallLogsTable({
  rows,
  onView,
}: {
  rows: readonly CallLogRow[];
  onView: (callId: string) => void;
}) {
  return (
    <Table aria-label={CALL_LOG_TEXTS.tableTitle}>
      <TableHeader>
        <TableRow>
          <TableHead>Date &amp; Time</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Agent</TableHead>
          <TableHead>Duration</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-call-id={row.id}>
            <TableCell className="whitespace-nowrap">{formatCallTime(row.startedAt)}</TableCell>
            <TableCell>
              <div className="flex flex-col">
                <span>{contactLabel(row.firstName)}</span>
                {row.phoneNumber && (
                  <span className="font-mono text-xs text-muted-foreground">{row.phoneNumber}</span>
                )}
              </div>
            </TableCell>
            <TableCell>{agentLabel(row.agentName)}</TableCell>
            <TableCell className="tabular-nums">{formatCallDuration(row.durationMs)}</TableCell>
            <TableCell>
              <div className="flex flex-col gap-1">
                <CallStatusBadge status={callLogStatus(row.outcome)} />
                {row.direction === 'inbound' && <InboundCallBadge />}
                {row.simulated && <SimulatedCallBadge />}
              </div>
            </TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="icon"
                aria-label={CALL_LOG_TEXTS.viewDetails}
                title={CALL_LOG_TEXTS.viewDetails}
                onClick={() => onView(row.id)}
              >
                <Eye aria-hidden />
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
