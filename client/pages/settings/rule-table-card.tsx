import { FEDERAL_ONLY_TEXT, type JurisdictionView } from '../../../shared/dialer/rule-table-view';
import { Badge } from '../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { trpc } from '../../lib/trpc';

function RulesCell({ row }: { row: JurisdictionView }) {
  if (row.versions.length === 0) {
    return <span className="text-muted-foreground">{FEDERAL_ONLY_TEXT}</span>;
  }
  return (
    <ul className="flex flex-col gap-1">
      {row.versions.map((v) => (
        <li key={v.dates}>
          <span className="font-medium">{v.dates}:</span> {v.rules}{' '}
          {v.unverified && <Badge variant="warning">unverified</Badge>}
          <div className="text-xs text-muted-foreground">
            Source: {v.source}
            {v.note ? ` ${v.note}` : ''}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Settings → Compliance: the state rule table the dialer applies, as a readable page. */
export function RuleTableCard() {
  const table = trpc.ruleTable.list.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Compliance: state calling rules</CardTitle>
        <CardDescription>
          The rules the dialer applies in each contact's local time, the strictest of every state a
          contact may be in. Product guard rails, not legal advice. A rule marked unverified is
          applied because it is stricter; have counsel confirm it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {table.isPending && <Spinner />}
        {table.isError && (
          <LoadError
            title="Could not load the rule table"
            error={table.error}
            onRetry={() => void table.refetch()}
          />
        )}
        {table.data && (
          <details>
            <summary className="cursor-pointer text-sm font-medium">
              Show the rules for all {table.data.length} states and DC
            </summary>
            <Table aria-label="State calling rules" className="mt-2 text-sm">
              <TableHeader>
                <TableRow>
                  <TableHead>State</TableHead>
                  <TableHead>Calling rules</TableHead>
                  <TableHead>Recording consent</TableHead>
                  <TableHead>As of</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {table.data.map((row) => (
                  <TableRow key={row.code}>
                    <TableCell>
                      {row.code} {row.name}
                    </TableCell>
                    <TableCell className="whitespace-normal">
                      <RulesCell row={row} />
                    </TableCell>
                    <TableCell className="whitespace-normal">
                      {row.recording ?? (
                        <span className="text-muted-foreground">Not sourced here</span>
                      )}
                    </TableCell>
                    <TableCell>{row.asOf}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </details>
        )}
      </CardContent>
    </Card>
  );
}
