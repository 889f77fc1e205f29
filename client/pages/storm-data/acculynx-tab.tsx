import { CheckCircle2, ExternalLink } from 'lucide-react';
import { STORM_MESSAGES } from '../../../shared/storm/storm-messages';
import { ACCULYNX_LINKS, type StormStatus } from '../../../shared/storm/storm-providers';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { AcculynxConnectForm } from './acculynx-connect-form';
import { AcculynxDashboard } from './acculynx-dashboard';
import type { StormActions } from './use-storm-actions';

function ConnectedHeader({
  status,
  actions,
  canEdit,
}: {
  status: StormStatus['acculynx'];
  actions: StormActions;
  canEdit: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-col gap-1">
        <p className="flex items-center gap-2 font-medium text-success-text">
          <CheckCircle2 className="size-5" aria-hidden /> {STORM_MESSAGES.acculynxConnected}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          API key
          {status.verified ? (
            <Badge variant="success">Verified by AccuLynx</Badge>
          ) : (
            <Badge variant="warning">Not verified</Badge>
          )}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={ACCULYNX_LINKS.dashboard} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden /> Open Acculynx Dashboard
          </a>
        </Button>
        {canEdit ? (
          <Button
            variant="destructive"
            disabled={actions.busy}
            onClick={() => actions.disconnect('acculynx')}
          >
            Disconnect
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The Acculynx Access tab (spec 2.14): connect by API key; connected shows the dashboard. */
export function AcculynxTab({
  status,
  actions,
  canEdit,
}: {
  status: StormStatus['acculynx'];
  actions: StormActions;
  canEdit: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Acculynx Access</CardTitle>
        <CardDescription>
          Connect your Acculynx account to see leads, jobs, proposals and sales in one place.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {status.connected ? (
          <>
            <ConnectedHeader status={status} actions={actions} canEdit={canEdit} />
            <AcculynxDashboard />
          </>
        ) : canEdit ? (
          <AcculynxConnectForm actions={actions} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Acculynx is not connected. {STORM_MESSAGES.ownersOnly}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
