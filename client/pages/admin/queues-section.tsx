import { ExternalLink } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';

/** The queue board is served by the API (bull-board) on its own admin-only page. */
export function QueuesSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Job queues</CardTitle>
        <CardDescription>
          Waiting, active, delayed and failed jobs of every queue (dialer rounds, call outcomes,
          webhooks, system jobs). Open a failed job to read its error and retry it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <a href="/admin/queues/">
            <ExternalLink aria-hidden />
            Open queue board
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
