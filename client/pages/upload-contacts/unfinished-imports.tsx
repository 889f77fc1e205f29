import { IMPORT_MESSAGES } from '../../../shared/csv/import-messages';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { useAccountEvents } from '../../lib/account-events';
import { trpc } from '../../lib/trpc';

/**
 * Large files the worker is importing ("Importing… N rows", from the rows it recorded, so a
 * reloaded page shows them too) and lately failed ones with their reason; live events refetch.
 */
export function UnfinishedImports() {
  const imports = trpc.contacts.imports.useQuery();
  const utils = trpc.useUtils();
  useAccountEvents((event) => {
    if (event.type === 'import.progress' && event.kind === 'contacts') {
      void utils.contacts.imports.invalidate();
    }
  });
  if (!imports.data?.length) return null;
  return (
    <ul className="mb-3 grid gap-2" aria-label="Imports in progress">
      {imports.data.map((upload) => (
        <li key={upload.id}>
          {upload.state === 'importing' ? (
            <div role="status" className="flex flex-col gap-1 text-sm">
              <Spinner
                label={
                  upload.rows > 0 ? IMPORT_MESSAGES.importing(upload.rows) : IMPORT_MESSAGES.queued
                }
              />
              <p className="truncate text-xs text-muted-foreground">{upload.fileName}</p>
            </div>
          ) : (
            <Alert variant="destructive">
              <AlertTitle className="truncate">{upload.fileName}</AlertTitle>
              <AlertDescription>{upload.message}</AlertDescription>
            </Alert>
          )}
        </li>
      ))}
    </ul>
  );
}
