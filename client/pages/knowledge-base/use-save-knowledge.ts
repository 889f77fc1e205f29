import { useState } from 'react';
import {
  type FaqPair,
  isAcceptedFileName,
  KNOWLEDGE_MESSAGES,
  keptFaqs,
  MAX_DOCUMENT_BYTES,
} from '../../../shared/knowledge/knowledge-rules';
import type { KnowledgeItemView } from '../../../shared/knowledge/knowledge-schema';
import { toast } from '../../components/ui/toaster';
import { uploadRaw } from '../../lib/raw-upload';
import { errorMessage, trpc } from '../../lib/trpc';

type DocumentSave = { title: string; file: File | null; agentId: string | null };
type FaqSave = { title: string; faqs: FaqPair[]; agentId: string | null };

function documentUrl(item: KnowledgeItemView | null, file: File, save: DocumentSave) {
  const query = new URLSearchParams({
    fileName: file.name,
    title: save.title,
    agentId: save.agentId ?? '',
  });
  return `${item ? `/api/knowledge/${item.id}/file` : '/api/knowledge/documents'}?${query}`;
}

/**
 * Saves the dialog's document or FAQ. Rule failures the spec shows as alerts come back as
 * `problem` (shown in the dialog); the server re-checks every one of them.
 */
export function useSaveKnowledge(item: KnowledgeItemView | null, onDone: () => void) {
  const utils = trpc.useUtils();
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const done = () => {
    toast.success(item ? KNOWLEDGE_MESSAGES.updated : KNOWLEDGE_MESSAGES.added);
    void utils.knowledge.invalidate();
    void utils.agents.list.invalidate();
    onDone();
  };
  const fail = (error: unknown) => setProblem(errorMessage(error, 'Please try again.'));
  const saveFaq = trpc.knowledge.saveFaq.useMutation({ onSuccess: done, onError: fail });
  const updateDocument = trpc.knowledge.updateDocument.useMutation({
    onSuccess: done,
    onError: fail,
  });

  const saveDocumentDraft = async (save: DocumentSave) => {
    setProblem(null);
    if (!save.file) {
      if (!item) return setProblem(KNOWLEDGE_MESSAGES.selectFile);
      return updateDocument.mutate({ id: item.id, title: save.title, agentId: save.agentId });
    }
    if (!isAcceptedFileName(save.file.name)) return setProblem(KNOWLEDGE_MESSAGES.wrongExtension);
    if (save.file.size > MAX_DOCUMENT_BYTES) return setProblem(KNOWLEDGE_MESSAGES.tooLarge);
    setUploading(true);
    try {
      await uploadRaw({
        url: documentUrl(item, save.file, save),
        method: item ? 'PUT' : 'POST',
        file: save.file,
        contentType: 'application/octet-stream',
      });
      done();
    } catch (error) {
      fail(error);
    } finally {
      setUploading(false);
    }
  };

  const saveFaqDraft = (save: FaqSave) => {
    setProblem(null);
    const faqs = keptFaqs(save.faqs);
    if (!faqs.length) return setProblem(KNOWLEDGE_MESSAGES.addFaq);
    saveFaq.mutate({ id: item?.id, title: save.title, faqs, agentId: save.agentId });
  };

  return {
    clearProblem: () => setProblem(null),
    saveDocument: saveDocumentDraft,
    saveFaq: saveFaqDraft,
    problem,
    pending: uploading || saveFaq.isPending || updateDocument.isPending,
  };
}
