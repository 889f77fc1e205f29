import { type LeadRow, PIPELINE_STAGES, type PipelineStage } from '../../../shared/leads/pipeline';
import { Badge } from '../../components/ui/badge';
import { Checkbox } from '../../components/ui/checkbox';
import { Select } from '../../components/ui/select';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

function StagePicker({ lead }: { lead: LeadRow }) {
  const utils = trpc.useUtils();
  const move = trpc.leads.moveStage.useMutation({
    onSuccess: () => void utils.leads.invalidate(),
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
  });
  return (
    <Select
      aria-label={`Stage of ${lead.firstName || lead.phoneNumber}`}
      value={lead.stage}
      disabled={move.isPending}
      onChange={(e) =>
        move.mutate({ contactIds: [lead.id], stage: e.target.value as PipelineStage })
      }
    >
      {PIPELINE_STAGES.map((stage) => (
        <option key={stage}>{stage}</option>
      ))}
    </Select>
  );
}

/** The page's leads with a checkbox each for the bulk actions and a stage picker per row. */
export function LeadsTable({
  rows,
  selected,
  onToggle,
}: {
  rows: readonly LeadRow[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-8">
            <span className="sr-only">Select</span>
          </TableHead>
          <TableHead>Name</TableHead>
          <TableHead>Phone</TableHead>
          <TableHead>List</TableHead>
          <TableHead>Tags</TableHead>
          <TableHead>Call status</TableHead>
          <TableHead className="w-40">Stage</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((lead) => (
          <TableRow key={lead.id}>
            <TableCell>
              <Checkbox
                aria-label={`Select ${lead.firstName || lead.phoneNumber}`}
                checked={selected.has(lead.id)}
                onCheckedChange={(v) => onToggle(lead.id, v === true)}
              />
            </TableCell>
            <TableCell>{lead.firstName || '—'}</TableCell>
            <TableCell className="tabular-nums">{lead.phoneNumber}</TableCell>
            <TableCell>{lead.listName}</TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                {lead.tags.map((tag) => (
                  <Badge key={tag} variant={tag === 'Do Not Call' ? 'destructive' : 'secondary'}>
                    {tag}
                  </Badge>
                ))}
              </div>
            </TableCell>
            <TableCell>{lead.status}</TableCell>
            <TableCell>
              <StagePicker lead={lead} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
