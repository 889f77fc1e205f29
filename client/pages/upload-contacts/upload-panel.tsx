import { useState } from 'react';
import { DIALER_MESSAGES } from '../../../shared/dialer/dialer-messages';
import type { CountryCode } from '../../../shared/phone/normalize-phone';
import { PHONE_MESSAGES } from '../../../shared/phone/phone-messages';
import { SampleCsvLink } from '../../components/sample-csv-link';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/toaster';
import type { ListSummary } from '../../lib/dialer-types';
import { type FileImportEvent, useFileImport } from '../../lib/use-file-import';
import { CsvDropZone } from './csv-drop-zone';
import { CsvPreviewCard, type UploadProgress } from './csv-preview-card';
import { FileImportStatus } from './file-import-status';
import { PhoneRegionSelect, usePhoneRegion } from './phone-region-select';
import { uploadContactsFile } from './upload-request';
import { useCsvFile } from './use-csv-file';

/**
 * Choose a CSV, check it in the browser, preview it, then upload it with real progress. A large
 * file is then imported by the worker: "Importing… N rows" until its list appears.
 */
export function UploadPanel({
  onUploaded,
  onImported,
}: {
  onUploaded: (list: ListSummary) => void;
  onImported: (listId: string) => void;
}) {
  const { state, choose, reset } = useCsvFile(usePhoneRegion() as CountryCode);
  const [upload, setUpload] = useState<UploadProgress>(null);
  const [importing, setImporting] = useState<{ id: string; fileName: string } | null>(null);
  const [failed, setFailed] = useState<{ fileName: string; message: string } | null>(null);
  const progress = useFileImport(importing?.id ?? null, (event: FileImportEvent) => {
    setImporting(null);
    if (event.state === 'failed') {
      setFailed({ fileName: event.fileName, message: event.message ?? '' });
      return;
    }
    toast.success(`${event.fileName} imported`);
    if (event.listId) onImported(event.listId);
  });

  const startUpload = async (file: File) => {
    setUpload({ percent: 0 });
    setFailed(null);
    try {
      const answer = await uploadContactsFile(file, (percent) => setUpload({ percent }));
      reset();
      if ('import' in answer) {
        setImporting(answer.import);
        return;
      }
      const { list } = answer;
      const setAside = list.invalidCount + list.duplicateCount > 0;
      toast.success(DIALER_MESSAGES.uploaded(list.contactCount), {
        description: setAside
          ? PHONE_MESSAGES.uploadedNote(list.invalidCount, list.duplicateCount)
          : undefined,
      });
      onUploaded(list);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Upload failed. Please try again.');
    } finally {
      setUpload(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Import a CSV file</CardTitle>
        <CardDescription>
          Upload a CSV file with your contacts. It needs a phone number and a first name column.{' '}
          <SampleCsvLink />
        </CardDescription>
      </CardHeader>
      <CardContent>
        {importing ? <FileImportStatus fileName={importing.fileName} event={progress} /> : null}
        {failed ? (
          <Alert variant="destructive" className="mb-3">
            <AlertTitle>Import Failed</AlertTitle>
            <AlertDescription>
              <p>{failed.message}</p>
              <p className="text-xs">{failed.fileName}</p>
            </AlertDescription>
          </Alert>
        ) : null}
        {state.phase === 'empty' && !importing ? (
          <div className="flex flex-col gap-3">
            <CsvDropZone onFile={choose} />
            <PhoneRegionSelect />
          </div>
        ) : null}
        {state.phase === 'parsing' ? (
          <div className="flex flex-col items-center gap-3 py-10">
            <Spinner label="Analyzing your contacts..." className="justify-center" />
            <Progress
              value={state.percent}
              aria-label="Analysis progress"
              className="w-full max-w-xs"
            />
          </div>
        ) : null}
        {state.phase === 'invalid' ? (
          <Alert variant="destructive">
            <AlertTitle>Validation Failed</AlertTitle>
            <AlertDescription>
              <p>{state.message}</p>
              <p className="text-xs">{state.file.name}</p>
              <Button variant="outline" size="sm" className="mt-2 w-fit" onClick={reset}>
                Try Another File
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {state.phase === 'preview' ? (
          <CsvPreviewCard
            file={state.file}
            contacts={state.contacts}
            numbers={state.numbers}
            upload={upload}
            onCancel={reset}
            onUpload={() => void startUpload(state.file)}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
