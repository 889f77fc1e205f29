import { type FormEvent, useId, useState } from 'react';
import type { ImportSummary } from '../../../shared/storm/hail-archive';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Progress } from '../../components/ui/progress';
import { toast } from '../../components/ui/toaster';
import { uploadRaw } from '../../lib/raw-upload';
import { errorMessage, trpc } from '../../lib/trpc';
import { ImportCounts } from './noaa-archive-state';

/**
 * Uploads a file the server imports as it arrives, so the bar (bytes the server has taken)
 * follows the import; the counts show when it is done.
 */
function NoaaUploadForm({ onChanged }: { onChanged: () => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setPercent(0);
    setSummary(null);
    try {
      const result = await uploadRaw<ImportSummary>({
        url: `/api/admin/hail-imports?fileName=${encodeURIComponent(file.name)}`,
        file,
        contentType: 'application/octet-stream',
        onProgress: setPercent,
      });
      setSummary(result);
      toast.success('Import complete', { description: `${result.imported} hail rows imported.` });
    } catch (error) {
      toast.error('Import failed', { description: errorMessage(error, 'Please try again.') });
    } finally {
      setPercent(null);
      onChanged();
    }
  };

  return (
    <>
      <form onSubmit={upload} className="flex flex-col gap-1.5" aria-label="Upload a NOAA file">
        <Label htmlFor={fileId}>NCEI details file or SPC daily hail file</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={fileId}
            type="file"
            accept=".csv,.gz"
            className="min-w-60 flex-1"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <Button type="submit" disabled={!file || percent !== null}>
            {percent !== null ? 'Importing...' : 'Import file'}
          </Button>
        </div>
      </form>
      {percent !== null ? <Progress value={percent} aria-label="Upload progress" /> : null}
      {summary ? <ImportCounts summary={summary} /> : null}
    </>
  );
}

/** Has the worker fetch an NCEI file by its URL. */
function NceiFetchForm({ onChanged }: { onChanged: () => void }) {
  const urlId = useId();
  const [url, setUrl] = useState('');
  const fetchUrl = trpc.storm.importNceiUrl.useMutation({
    onSuccess: ({ fileName }) => {
      toast.success('NCEI fetch queued', { description: `${fileName} is being fetched.` });
      setUrl('');
      onChanged();
    },
    onError: (error) => toast.error('Fetch refused', { description: errorMessage(error, '') }),
  });

  return (
    <form
      className="flex flex-col gap-1.5"
      aria-label="Fetch an NCEI file"
      onSubmit={(event) => {
        event.preventDefault();
        fetchUrl.mutate({ url });
      }}
    >
      <Label htmlFor={urlId}>Or fetch an NCEI file by URL (www.ncei.noaa.gov only)</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={urlId}
          className="min-w-60 flex-1"
          maxLength={2000}
          placeholder="https://www.ncei.noaa.gov/pub/data/swdi/stormevents/csvfiles/StormEvents_details-ftp_v1.0_d2025_c….csv.gz"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={!url.trim() || fetchUrl.isPending}>
          Fetch
        </Button>
      </div>
    </form>
  );
}

/**
 * Admins: upload an NCEI details file (.csv or .csv.gz) or an SPC YYMMDD_rpts_hail.csv, or have
 * the worker fetch an NCEI file by its URL.
 */
export function NoaaImportForm({ onChanged }: { onChanged: () => void }) {
  return (
    <div className="flex flex-col gap-4 rounded-lg border p-4">
      <h3 className="font-medium">Import into the shared archive (admins)</h3>
      <NoaaUploadForm onChanged={onChanged} />
      <NceiFetchForm onChanged={onChanged} />
    </div>
  );
}
