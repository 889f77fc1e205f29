import { useState } from 'react';
import { chunksOf, parseDoNotCallCsv } from '../../../shared/csv/parse-do-not-call-csv';
import {
  DNC_CHUNK_MAX,
  DNC_MESSAGES,
  type DoNotCallAddResult,
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
import { errorMessage, trpc } from '../../lib/trpc';

const FALLBACK = 'Something went wrong. Please try again.';

function summary(result: DoNotCallAddResult): string {
  const parts = [`${result.added} added`];
  if (result.alreadyListed > 0) parts.push(`${result.alreadyListed} already on the list`);
  if (result.invalid.length > 0) parts.push(`${result.invalid.length} not valid numbers`);
  return parts.join(', ');
}

/** Typed numbers (one per line) or a CSV file of numbers, added to the account's list. */
export function AddNumbersCard() {
  const [text, setText] = useState('');
  const { send, busy, result } = useAddNumbers(() => setText(''));

  async function importFile(file: File) {
    const numbers = parseDoNotCallCsv(await file.text());
    if (numbers.length === 0) return toast.error(DNC_MESSAGES.noPhoneColumn);
    await send(numbers, 'import');
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
              disabled={busy}
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
        {result && <AddResult result={result} />}
      </CardContent>
    </Card>
  );
}

function AddResult({ result }: { result: DoNotCallAddResult }) {
  return (
    <div role="status" className="text-sm">
      <p>{summary(result)}</p>
      {result.invalid.length > 0 && (
        <p className="text-muted-foreground">
          Not valid: {result.invalid.slice(0, 10).join(', ')}
          {result.invalid.length > 10 ? ' …' : ''}
        </p>
      )}
    </div>
  );
}

/** Sends numbers in chunks the server accepts, adding up what each chunk did. */
function useAddNumbers(onManualDone: () => void) {
  const utils = trpc.useUtils();
  const [result, setResult] = useState<DoNotCallAddResult | null>(null);
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
      setResult(total);
      if (source === 'manual') onManualDone();
    } catch (error) {
      toast.error(errorMessage(error, FALLBACK));
      if (total.added > 0) setResult(total);
    } finally {
      setBusy(false);
      void utils.doNotCall.page.invalidate();
      void utils.contacts.page.invalidate();
    }
  }
  return { send, busy, result };
}
