import { IMPORT_MESSAGES } from '../../../shared/csv/import-messages';
import { Spinner } from '../../components/ui/spinner';
import type { FileImportEvent } from '../../lib/use-file-import';

/** "Importing… N rows" while the worker reads a large file. */
export function FileImportStatus({
  fileName,
  event,
}: {
  fileName: string;
  event: FileImportEvent | null;
}) {
  const rows = event?.rows ?? 0;
  return (
    <div role="status" className="flex flex-col items-center gap-2 py-6 text-sm">
      <Spinner
        label={rows > 0 ? IMPORT_MESSAGES.importing(rows) : IMPORT_MESSAGES.queued}
        className="justify-center"
      />
      <p className="text-xs text-muted-foreground">{fileName}</p>
    </div>
  );
}
