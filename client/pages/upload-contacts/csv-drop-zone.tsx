import { FileUp } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

/** Drag-and-drop or click-to-pick area for one .csv file. */
export function CsvDropZone({ onFile }: { onFile: (file: File) => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <label
      htmlFor={inputId}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 py-10 text-center transition-colors hover:border-primary/60 hover:bg-muted/40 focus-within:ring-2 focus-within:ring-ring',
        dragging && 'border-primary bg-primary/5',
      )}
    >
      <FileUp className="size-10 text-muted-foreground" aria-hidden />
      <span className="font-medium">Drag and drop your CSV file here, or click to browse</span>
      <span className="text-sm text-muted-foreground">
        Needs a phone number column and a first name column. Up to 10MB.
      </span>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again fires change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
