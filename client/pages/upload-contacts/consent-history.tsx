import type { ConsentHistoryEntry } from '../../../shared/dialer/consent-ledger';
import { formatDateTime } from '../../../shared/format/date-time';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

const KIND_LABELS: Record<ConsentHistoryEntry['kind'], string> = {
  granted: 'Consent given',
  revoked: 'Consent revoked',
  invalidated: 'Consent no longer valid',
};

function entryText(entry: ConsentHistoryEntry): string {
  const when = entry.capturedAt ? entry.capturedAt.slice(0, 10) : 'date not given';
  const evidence =
    entry.kind !== 'granted' ? '' : entry.evidence ? ', written evidence' : ', no written evidence';
  const detail = entry.sourceDetail ? ` (${entry.sourceDetail})` : '';
  const voice = entry.byVoice ? ', spoken on a call' : '';
  return `${KIND_LABELS[entry.kind]} ${when}: ${entry.source}${detail}${voice}${evidence}`;
}

/** The person withdrew consent (by phone, in writing): recorded today, by anyone, logged. */
function RevokeButton({ contactId }: { contactId: number }) {
  const utils = trpc.useUtils();
  const revoke = trpc.consent.record.useMutation({
    onSuccess: (history) => {
      utils.consent.history.setData({ contactId }, history);
      toast.success('Consent revoked');
    },
    onError: (error) => toast.error(errorMessage(error, 'Something went wrong. Please try again.')),
  });
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Button
      variant="outline"
      size="sm"
      className="self-start"
      disabled={revoke.isPending}
      onClick={() => revoke.mutate({ contactId, kind: 'revoked', capturedOn: today })}
    >
      Record revocation
    </Button>
  );
}

/** Every consent event of a contact's number, newest first; none is ever changed or removed. */
export function ConsentHistory({ contactId }: { contactId: number }) {
  const history = trpc.consent.history.useQuery({ contactId }, { staleTime: 0 });
  if (history.isPending) return <Spinner label="Loading consent history..." />;
  if (history.isError) {
    return (
      <LoadError
        title="Could not load the consent history"
        error={history.error}
        onRetry={() => history.refetch()}
      />
    );
  }
  return (
    <section aria-label="Consent history" className="flex flex-col gap-1 text-sm">
      <h3 className="font-medium">Consent history</h3>
      {history.data.length === 0 ? (
        <p className="text-muted-foreground">No consent recorded for this number</p>
      ) : (
        <ol className="flex flex-col gap-1" data-testid="consent-history">
          {history.data.map((entry) => (
            <li key={entry.id}>
              {entryText(entry)}
              <span className="text-muted-foreground">
                {' '}
                · recorded {formatDateTime(entry.recordedAt)}
                {entry.recordedBy ? ` by ${entry.recordedBy}` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
      <RevokeButton contactId={contactId} />
    </section>
  );
}
