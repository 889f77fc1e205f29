import { useCallback, useEffect, useRef, useState } from 'react';
import type { ParsedContact } from '../../../shared/csv';
import { checkCsvFile } from '../../../shared/csv/csv-file-check';
import { CSV_ERROR_MESSAGES } from '../../../shared/csv/csv-messages';
import type { CountryCode } from '../../../shared/phone/normalize-phone';
import { toast } from '../../components/ui/toaster';
import type { PreviewMessage, PreviewRequest } from './csv-preview.worker';

export type NumberCounts = { valid: number; invalid: number; duplicates: number };

export type CsvFileState =
  | { phase: 'empty' }
  | { phase: 'parsing'; file: File; percent: number }
  | { phase: 'invalid'; file: File; message: string }
  | { phase: 'preview'; file: File; contacts: ParsedContact[]; numbers: NumberCounts };

function stateFromMessage(file: File, message: PreviewMessage): CsvFileState {
  if (message.type === 'progress') return { phase: 'parsing', file, percent: message.percent };
  if (message.type === 'preview') {
    return { phase: 'preview', file, contacts: message.contacts, numbers: message.numbers };
  }
  return { phase: 'invalid', file, message: message.message };
}

/**
 * The chosen CSV and its browser-side analysis with the shared rules, in a web worker so a large
 * file never freezes the page: name/size problems are toasts (the file is not taken), content
 * problems end in the 'invalid' phase, and the preview says what the import will do.
 */
export function useCsvFile(region: CountryCode = 'US') {
  const [state, setState] = useState<CsvFileState>({ phase: 'empty' });
  const readerRef = useRef<FileReader | null>(null);
  const workerRef = useRef<Worker | null>(null);

  const stop = useCallback(() => {
    readerRef.current?.abort();
    readerRef.current = null;
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const reset = useCallback(() => {
    stop();
    setState({ phase: 'empty' });
  }, [stop]);

  const analyse = useCallback(
    (file: File, text: string) => {
      const worker = new Worker(new URL('./csv-preview.worker.ts', import.meta.url), {
        type: 'module',
      });
      workerRef.current = worker;
      worker.onmessage = (event: MessageEvent<PreviewMessage>) => {
        if (workerRef.current !== worker) return;
        if (event.data.type !== 'progress') {
          worker.terminate();
          workerRef.current = null;
        }
        setState(stateFromMessage(file, event.data));
      };
      worker.onerror = () => {
        if (workerRef.current !== worker) return;
        workerRef.current = null;
        setState({ phase: 'invalid', file, message: CSV_ERROR_MESSAGES.read_error });
      };
      worker.postMessage({ text, region } satisfies PreviewRequest);
    },
    [region],
  );

  const choose = useCallback(
    (file: File) => {
      const problem = checkCsvFile(file);
      if (problem) {
        toast.error(problem.message);
        return;
      }
      stop();
      const reader = new FileReader();
      readerRef.current = reader;
      setState({ phase: 'parsing', file, percent: 0 });
      reader.onload = () => {
        if (readerRef.current !== reader) return;
        readerRef.current = null;
        if (typeof reader.result !== 'string') {
          setState({ phase: 'invalid', file, message: CSV_ERROR_MESSAGES.read_failed });
          return;
        }
        analyse(file, reader.result);
      };
      reader.onerror = () => {
        if (readerRef.current !== reader) return;
        setState({ phase: 'invalid', file, message: CSV_ERROR_MESSAGES.read_error });
      };
      reader.readAsText(file, 'utf-8');
    },
    [analyse, stop],
  );

  return { state, choose, reset };
}
