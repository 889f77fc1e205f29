import { useCallback, useRef, useState } from 'react';
import {
  CSV_ERROR_MESSAGES,
  checkCsvFile,
  type ParsedContact,
  parseContactsCsv,
} from '../../../shared/csv';
import { toast } from '../../components/ui/toaster';

export type CsvFileState =
  | { phase: 'empty' }
  | { phase: 'parsing'; file: File }
  | { phase: 'invalid'; file: File; message: string }
  | { phase: 'preview'; file: File; contacts: ParsedContact[] };

/**
 * The chosen CSV and its browser-side analysis with the shared rules: name/size problems are
 * toasts (the file is not taken), content problems end in the 'invalid' phase.
 */
export function useCsvFile() {
  const [state, setState] = useState<CsvFileState>({ phase: 'empty' });
  const readerRef = useRef<FileReader | null>(null);

  const reset = useCallback(() => {
    readerRef.current?.abort();
    readerRef.current = null;
    setState({ phase: 'empty' });
  }, []);

  const choose = useCallback((file: File) => {
    const problem = checkCsvFile(file);
    if (problem) {
      toast.error(problem.message);
      return;
    }
    readerRef.current?.abort();
    const reader = new FileReader();
    readerRef.current = reader;
    setState({ phase: 'parsing', file });
    reader.onload = () => {
      if (readerRef.current !== reader) return;
      if (typeof reader.result !== 'string') {
        setState({ phase: 'invalid', file, message: CSV_ERROR_MESSAGES.read_failed });
        return;
      }
      const parsed = parseContactsCsv(reader.result);
      setState(
        parsed.ok
          ? { phase: 'preview', file, contacts: parsed.contacts }
          : { phase: 'invalid', file, message: parsed.message },
      );
    };
    reader.onerror = () => {
      if (readerRef.current !== reader) return;
      setState({ phase: 'invalid', file, message: CSV_ERROR_MESSAGES.read_error });
    };
    reader.readAsText(file, 'utf-8');
  }, []);

  return { state, choose, reset };
}
