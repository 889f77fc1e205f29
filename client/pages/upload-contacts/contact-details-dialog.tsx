import { Info } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { evidenceHref } from '../../../shared/dialer/evidence-pack';
import { formatDateTime } from '../../../shared/format/date-time';
import { ContactStatusBadge } from '../../components/status-badges';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { ConsentHistory } from './consent-history';

// Loaded when a contact's details open: the Contacts page itself does not pay for it.
const AcculynxLink = lazy(async () => ({
  default: (await import('./acculynx-link')).AcculynxLink,
}));

const SOURCE_LABELS: Record<string, string> = {
  zip: 'ZIP',
  state: 'state column',
  number: 'phone number',
  'list-default': "the list's default state",
};

function DetailsBody({ contactId }: { contactId: string }) {
  const details = trpc.contacts.details.useQuery({ contactId }, { staleTime: 0 });
  const owner = useAuth().user?.role === 'owner';
  if (details.isPending) return <Spinner label="Loading the contact..." />;
  if (details.isError) {
    return (
      <LoadError
        title="Could not load the contact"
        error={details.error}
        onRetry={() => details.refetch()}
      />
    );
  }
  const c = details.data;
  const sources = c.zoneSources.map((s) => SOURCE_LABELS[s] ?? s).join(', ');
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Phone number</dt>
        <dd className="font-mono">{c.phoneNumber}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <ContactStatusBadge status={c.status} />
        </dd>
        <dt className="text-muted-foreground">Attempts</dt>
        <dd>{c.attempts}</dd>
        <dt className="text-muted-foreground">Last attempt</dt>
        <dd>{c.lastAttemptAt ? formatDateTime(c.lastAttemptAt) : '—'}</dd>
        <dt className="text-muted-foreground">Time zones</dt>
        <dd>{c.timeZones.length ? `${c.timeZones.join(', ')} (from the ${sources})` : 'None'}</dd>
        {c.hailEstimate ? (
          <>
            <dt className="text-muted-foreground">Hail size (radar estimate)</dt>
            <dd data-testid="contact-hail-estimate">{c.hailEstimate}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Skip reason</dt>
        <dd data-testid="contact-skip-reason">{c.skipReason ?? '—'}</dd>
      </dl>
      {c.status === 'Invalid Number' ? null : <ConsentHistory contactId={Number(contactId)} />}
      {owner && c.status !== 'Invalid Number' ? (
        <Link href={evidenceHref(c.phoneNumber)} className="text-sm text-primary underline">
          Evidence pack for {c.phoneNumber}
        </Link>
      ) : null}
      <Suspense fallback={null}>
        <AcculynxLink contactId={contactId} />
      </Suspense>
    </div>
  );
}

/** A contact's details, with why it is not being called now (read when opened). */
export function ContactDetailsDialog({ contactId, name }: { contactId: string; name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Details of ${name || 'this contact'}`}>
          <Info aria-hidden />
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{name || 'Contact'}</DialogTitle>
          <DialogDescription>Where this contact is called from, and when.</DialogDescription>
        </DialogHeader>
        {open ? <DetailsBody contactId={contactId} /> : null}
      </DialogContent>
    </Dialog>
  );
}
