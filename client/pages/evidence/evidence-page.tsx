import { Download } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { evidenceDownloadHref } from '../../../shared/dialer/evidence-pack';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../lib/auth';
import { trpc } from '../../lib/trpc';
import { ConsentSection } from './consent-section';
import { DialsSection } from './dials-section';
import { DoNotCallSection } from './do-not-call-section';

function PackBody({ number }: { number: string }) {
  const pack = trpc.evidence.pack.useQuery({ number }, { staleTime: 0, retry: false });
  if (pack.isPending) return <Spinner label="Loading the evidence pack..." />;
  if (pack.isError) {
    return (
      <LoadError
        title="Could not load the evidence pack"
        error={pack.error}
        onRetry={() => pack.refetch()}
      />
    );
  }
  const data = pack.data;
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Number <span className="font-mono text-foreground">{data.number}</span>
      </p>
      <Button asChild className="w-fit">
        <a href={evidenceDownloadHref(data.number)} download>
          <Download aria-hidden />
          Download evidence (JSON)
        </a>
      </Button>
      <ConsentSection consent={data.consent} />
      <DoNotCallSection doNotCall={data.doNotCall} />
      <DialsSection number={data.number} first={data.dials} />
    </>
  );
}

/** The path's number as typed; a malformed escape is passed on as is (the server says why). */
function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** A number's evidence pack: what it consented to, its do-not-call history, every dial decision. */
export function EvidencePage() {
  const { number: raw = '' } = useParams<{ number: string }>();
  const number = decoded(raw);
  const owner = useAuth().user?.role === 'owner';
  return (
    <section className="flex max-w-5xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Evidence pack</h1>
        <p className="text-muted-foreground">
          For one number: its consent history, its do-not-call history and every dial with the
          record of why it was placed or refused. Records are never changed.{' '}
          <Link href="/dashboard/do-not-call" className="text-primary underline">
            Do Not Call
          </Link>
        </p>
      </header>
      {owner ? (
        <PackBody number={number} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          Only account owners can see a number's evidence pack.
        </p>
      )}
    </section>
  );
}
