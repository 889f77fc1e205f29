import { useId } from 'react';
import {
  ACCEPTED_EXTENSIONS,
  KNOWLEDGE_TEXT,
  titleFromFileName,
} from '../../../shared/knowledge/knowledge-rules';
import type { KnowledgeItemView } from '../../../shared/knowledge/knowledge-schema';
import { FormField } from '../../components/form-field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

export type DocumentDraft = { title: string; file: File | null };

/** Upload Document tab: the file (new, or a replacement when editing) and the title. */
export function DocumentForm({
  item,
  draft,
  onChange,
}: {
  item: KnowledgeItemView | null;
  draft: DocumentDraft;
  onChange: (draft: DocumentDraft) => void;
}) {
  const fileId = useId();
  const pickFile = (file: File | null) => {
    // The title follows the file's name until the user types one of their own.
    const prefilled = !draft.title || draft.title === titleFromFileName(draft.file?.name ?? '');
    onChange({ file, title: file && prefilled ? titleFromFileName(file.name) : draft.title });
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={fileId}>{item ? 'Replace file (optional)' : 'File'}</Label>
        <Input
          id={fileId}
          type="file"
          accept={ACCEPTED_EXTENSIONS.join(',')}
          onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
        />
        <p className="text-xs text-muted-foreground">
          {item?.fileName ? `Current file: ${item.fileName}. ` : ''}PDF, DOC or DOCX, up to 10 MB.
        </p>
      </div>
      <FormField
        label="Title"
        placeholder={KNOWLEDGE_TEXT.untitled}
        value={draft.title}
        maxLength={200}
        onChange={(e) => onChange({ ...draft, title: e.target.value })}
      />
    </div>
  );
}
