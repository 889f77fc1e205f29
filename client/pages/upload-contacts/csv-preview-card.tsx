import { CheckCircle2 } from 'lucide-react';
import type { ParsedContact } from '../../../shared/csv';
import { PREVIEW_ROWS } from '../../../shared/csv/csv-rules';
import { countOf } from '../../../shared/format/plural';
import { PHONE_MESSAGES } from '../../../shared/phone/phone-messages';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import { AllContactsDialog } from './all-contacts-dialog';
import { ContactsPreviewTable } from './contacts-preview-table';
import type { NumberCounts } from './use-csv-file';

export type UploadProgress = { percent: number } | null;

/** The first rows of the chosen file, 'View All', and the import actions. */
export function CsvPreviewCard({
  file,
  contacts,
  numbers,
  upload,
  onCancel,
  onUpload,
}: {
  file: File;
  contacts: readonly ParsedContact[];
  numbers: NumberCounts;
  upload: UploadProgress;
  onCancel: () => void;
  onUpload: () => void;
}) {
  const shown = Math.min(PREVIEW_ROWS, contacts.length);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="font-medium">Preview</h3>
          <p className="text-sm text-muted-foreground">{file.name}</p>
        </div>
        <div className="flex items-center gap-3 text-sm text-muted-foreground">
          <span>
            Showing {shown} of {countOf(contacts.length, 'contact')}
          </span>
          <AllContactsDialog fileName={file.name} contacts={contacts} />
        </div>
      </div>
      <div className="rounded-md border">
        <ContactsPreviewTable contacts={contacts.slice(0, PREVIEW_ROWS)} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-muted/50 p-3">
        <div className="flex flex-col gap-1 text-sm">
          <p className="flex items-center gap-2">
            <CheckCircle2 className="size-4 text-success" aria-hidden />
            {PHONE_MESSAGES.readyToImport(numbers.valid + numbers.invalid, numbers.duplicates)}
          </p>
          <p className="text-muted-foreground" data-testid="number-counts">
            {PHONE_MESSAGES.previewSummary(numbers.valid, numbers.invalid, numbers.duplicates)}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" onClick={onCancel} disabled={upload !== null}>
            Cancel
          </Button>
          <Button onClick={onUpload} disabled={upload !== null}>
            {upload ? `Uploading... ${upload.percent}%` : 'Upload and Continue'}
          </Button>
        </div>
      </div>
      {upload ? <Progress value={upload.percent} aria-label="Upload progress" /> : null}
    </div>
  );
}
