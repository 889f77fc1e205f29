import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
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
import { DemoCallForm } from './demo-call-form';
import { DemoCallRowActions } from './demo-call-row-actions';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The landing page's demo calls, in the order it plays them. */
export function DemoCallsSection() {
  const calls = trpc.admin.demoCalls.useQuery();
  return (
    <div className="flex flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>Demo calls on the landing page</CardTitle>
        </CardHeader>
        <CardContent>
          {calls.isPending ? <Spinner label="Loading demo calls..." /> : null}
          {calls.isError ? (
            <LoadError
              title="Demo calls could not be loaded"
              error={calls.error}
              onRetry={() => calls.refetch()}
            />
          ) : null}
          {calls.data?.length === 0 ? (
            <p className="text-muted-foreground">
              No demo calls yet: the landing page shows 'Demo Calls Coming Soon'.
            </p>
          ) : null}
          {calls.data && calls.data.length > 0 ? (
            <Table aria-label="Demo calls">
              <TableHeader>
                <TableRow>
                  <TableHead>Order</TableHead>
                  <TableHead>Title</TableHead>
                  <TableHead>Recording</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {calls.data.map((call) => (
                  <TableRow key={call.id}>
                    <TableCell className="tabular-nums">{call.displayOrder}</TableCell>
                    <TableCell>
                      <div className="flex flex-col">
                        <span className="font-medium">{call.title}</span>
                        <span className="text-xs text-muted-foreground">{call.description}</span>
                      </div>
                    </TableCell>
                    <TableCell className="text-sm text-muted-foreground">
                      <div className="flex flex-col gap-1">
                        {/* biome-ignore lint/a11y/useMediaCaption: a sales call recording has no caption track */}
                        <audio controls preload="none" src={call.fileUrl} className="h-8 w-56" />
                        <span>
                          {call.audioContentType ?? 'linked file'}
                          {call.audioBytes > 0 ? `, ${megabytes(call.audioBytes)}` : ''}
                        </span>
                      </div>
                    </TableCell>
                    <TableCell>
                      <DemoCallRowActions call={call} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </CardContent>
      </Card>
      <DemoCallForm />
    </div>
  );
}
