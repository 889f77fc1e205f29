import { Phone } from 'lucide-react';
import { useState } from 'react';
import {
  consentSentence,
  disclosureSentence,
  startPreviewSentence,
  voiceSentence,
} from '../../../shared/dialer/start-preview';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import type { ListSummary } from '../../lib/dialer-types';
import { trpc } from '../../lib/trpc';
import type { ListMutations } from './use-list-mutations';

/** Who can be called now and why the others cannot, counted when the dialog opens. */
function StartPreviewText({ listId }: { listId: string }) {
  const preview = trpc.dialer.preview.useQuery({ listId }, { staleTime: 0, gcTime: 0 });
  if (preview.isPending) return <Spinner label="Counting who can be called now..." />;
  if (preview.isError) {
    return (
      <LoadError
        title="Could not count the contacts"
        error={preview.error}
        onRetry={() => preview.refetch()}
      />
    );
  }
  const consent = consentSentence(preview.data);
  const disclosure = disclosureSentence(preview.data.voice);
  return (
    <div className="grid gap-2 text-sm">
      <p data-testid="start-preview">{startPreviewSentence(preview.data)}</p>
      <p
        data-testid="start-preview-voice"
        className={preview.data.voice.missing.length > 0 ? 'text-destructive' : undefined}
      >
        {voiceSentence(preview.data.voice)}
      </p>
      {disclosure ? (
        <p
          data-testid="start-preview-disclosure"
          className={preview.data.voice.realCalls ? 'text-destructive' : 'text-amber-700'}
        >
          {disclosure}
        </p>
      ) : null}
      {consent ? (
        <p data-testid="consent-preview" className="font-medium">
          {consent}
        </p>
      ) : null}
      <p className="text-muted-foreground">
        Calling hours and state rules are product guard rails, not legal advice.
      </p>
    </div>
  );
}

/** 'Start Calling' opens this dialog: the preview first, then the start itself. */
export function StartCallingDialog({
  list,
  mutations,
}: {
  list: ListSummary;
  mutations: ListMutations;
}) {
  const [open, setOpen] = useState(false);
  const start = () =>
    mutations.start.mutate({ listId: list.id }, { onSuccess: () => setOpen(false) });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={mutations.busy}>
          <Phone aria-hidden />
          Start Calling
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Start calling {list.name}?</DialogTitle>
          <DialogDescription>Nothing is dialled until you start.</DialogDescription>
        </DialogHeader>
        {open ? <StartPreviewText listId={list.id} /> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button disabled={mutations.start.isPending} onClick={start}>
            {mutations.start.isPending ? 'Starting...' : 'Start'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
