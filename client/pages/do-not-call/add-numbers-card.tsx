import { useState } from 'react';
import { IMPORT_MESSAGES } from '../../../shared/csv/import-messages';
import { chunksOf } from '../../../shared/csv/parse-do-not-call-csv';
import {
  DNC_CHUNK_MAX,
  DNC_MESSAGES,
  type DoNotCallAddResult,
  type DoNotCallFileResult,
} from '../../../shared/dialer/do-not-call-inputs';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';
import { toast } from '../../components/ui/toaster';
import { uploadRaw } from '../../lib/raw-upload';
import { errorMessage, trpc } from '../../lib/trpc';
import { useFileImport } from '../../lib/use-file-import';

const FALLBACK = 'Something went wrong. Please try again.';

type Shown = { added: number; alreadyListed: number; invalid: number; examples: string[] };

function summary(result: Shown): string {
  const parts = [`${result.added} added`];
  if (result.alreadyListed > 0) parts.push(`${result.alreadyListed} already on the list`);
  if (result.invalid > 0) parts.push(`${result.invalid} not valid numbers`);
  return parts.join(', ');
}

const shownOfAdd = (r: DoNotCallAddResult): Shown => ({
  added: r.added,
  alreadyListed: r.alreadyListed,
  invalid: r.invalid.length,
  examples: r.invalid,
});

type FileAnswer = { result: DoNotCallFileResult } | { import: { id: string; fileName: string } };

/** Typed numbers (one per line) or a CSV file of numbers, added to the account's list. */
export function AddNumbersCard() {
  const [text, setText] = useState('');
  const { send, busy, result, show } = useAddNumbers(() => setText(''));
  const utils = trpc.useUtils();
  const [importing, setImporting] = useState<{ id: string; fileName: string } | null>(null);
  const progress = useFileImport(importing?.id ?? null, (event) => {
    setImporting(null);
    if (event.state === 'failed') return void toast.error(event.message ?? FALLBACK);
    if (event.doNotCall) show({ ...event.doNotCall, examples: [] });
    void utils.doNotCall.page.invalidate();
  });

  /** The file goes to the server's streaming importer; a large one is imported by the worker. */
  async function importFile(file: File) {
    try {
      const answer = await uploadRaw<FileAnswer>({
        url: `/api/do-not-call/imports?fileName=${encodeURIComponent(file.name)}`,
        file,
        contentType: 'text/csv',
      });
      if ('import' in answer) return setImporting(answer.import);
      const { invalidExamples, ...counts } = answer.result;
      show({ ...counts, examples: invalidExamples });
      void utils.doNotCall.page.invalidate();
      void utils.contacts.page.invalidate();
    } catch (error) {
      toast.error(errorMessage(error, FALLBACK));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add numbers</CardTitle>
        <CardDescription>
          One number per line, or a CSV file (a phone column, or numbers in the first column).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Label htmlFor="dnc-numbers">Phone numbers</Label>
        <Textarea
          id="dnc-numbers"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="(214) 555-0101"
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            disabled={busy}
            onClick={() =>
              void send(
                text.split(/\r?\n/).filter((l) => l.trim()),
                'manual',
              )
            }
          >
            Add to list
          </Button>
          <Label className="cursor-pointer text-sm font-normal text-primary underline">
            Import CSV
            <input
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              aria-label="Import CSV"
              disabled={busy || importing !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void importFile(file);
              }}
            />
          </Label>
          <a className="text-sm text-primary underline" href="/api/do-not-call/export.csv" download>
            Export CSV
          </a>
        </div>
        {importing ? (
          <p role="status" className="text-sm">
            {progress && progress.rows > 0
              ? IMPORT_MESSAGES.importing(progress.rows)
              : IMPORT_MESSAGES.queued}{' '}
            <span className="text-muted-foreground">{importing.fileName}</span>
          </p>
        ) : null}
        {result && <AddResult result={result} />}
      </CardContent>
    </Card>
  );
}

function AddResult({ result }: { result: Shown }) {
  return (
    <div role="status" className="text-sm">
      <p>{summary(result)}</p>
      {result.examples.length > 0 && (
        <p className="text-muted-foreground">
          Not valid: {result.examples.slice(0, 10).join(', ')}
          {result.invalid > 10 ? ' …' : ''}
        </p>
      )}
    </div>
  );
}

/** Sends numbers in chunks the server accepts, adding up what each chunk did. */
function useAddNumbers(onManualDone: () => void) {
  const utils = trpc.useUtils();
  const [result, setResult] = useState<Shown | null>(null);
  const add = trpc.doNotCall.add.useMutation();
  const [busy, setBusy] = useState(false);

  async function send(numbers: string[], source: 'manual' | 'import') {
    if (numbers.length === 0) return toast.error(DNC_MESSAGES.noNumbers);
    setBusy(true);
    const total: DoNotCallAddResult = { added: 0, alreadyListed: 0, invalid: [] };
    try {
      for (const chunk of chunksOf(numbers, DNC_CHUNK_MAX)) {
        const done = await add.mutateAsync({ numbers: chunk, source });
        total.added += done.added;
        total.alreadyListed += done.alreadyListed;
        total.invalid.push(...done.invalid);
      }
      setResult(shownOfAdd(total));
      if (source === 'manual') onManualDone();
    } catch (error) {
      toast.error(errorMessage(error, FALLBACK));
      if (total.added > 0) setResult(shownOfAdd(total));
    } finally {
      setBusy(false);
      void utils.doNotCall.page.invalidate();
      void utils.contacts.page.invalidate();
    }
  }
  return { send, busy, result, show: setResult };
}
