import { useState } from 'react';
import { KNOWLEDGE_TEXT } from '../../../shared/knowledge/knowledge-rules';
import type { KnowledgeItemView } from '../../../shared/knowledge/knowledge-schema';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AgentChoice } from './agent-choice';
import { type DocumentDraft, DocumentForm } from './document-form';
import { blankPair, type FaqDraft, FaqForm } from './faq-form';
import { useSaveKnowledge } from './use-save-knowledge';

type Tab = 'document' | 'faq';

function DialogBody({ item, onClose }: { item: KnowledgeItemView | null; onClose: () => void }) {
  const isFaq = item?.type === 'faq';
  const [tab, setTab] = useState<Tab>(isFaq ? 'faq' : 'document');
  const [agentId, setAgentId] = useState<string | null>(item?.agentId ?? null);
  const [documentDraft, setDocumentDraft] = useState<DocumentDraft>({
    title: item && !isFaq ? item.title : '',
    file: null,
  });
  const [faqDraft, setFaqDraft] = useState<FaqDraft>({
    title: isFaq ? item.title : '',
    faqs: isFaq && item.faqs.length ? item.faqs : [blankPair()],
  });
  const { saveDocument, saveFaq, problem, clearProblem, pending } = useSaveKnowledge(item, onClose);
  // A message about the last try goes once the user changes what they are saving.
  const editDocument = (draft: DocumentDraft) => {
    clearProblem();
    setDocumentDraft(draft);
  };
  const editFaq = (draft: FaqDraft) => {
    clearProblem();
    setFaqDraft(draft);
  };
  const onSave = () =>
    tab === 'document'
      ? saveDocument({ ...documentDraft, agentId })
      : saveFaq({ ...faqDraft, agentId });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{item ? 'Edit Document' : KNOWLEDGE_TEXT.addDocument}</DialogTitle>
        <DialogDescription>
          Upload a document or write FAQs; the assigned agent answers from them on its calls.
        </DialogDescription>
      </DialogHeader>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="document" disabled={Boolean(item) && isFaq}>
            {KNOWLEDGE_TEXT.uploadTab}
          </TabsTrigger>
          <TabsTrigger value="faq" disabled={Boolean(item) && !isFaq}>
            {KNOWLEDGE_TEXT.faqTab}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="document" className="pt-2">
          <DocumentForm item={item} draft={documentDraft} onChange={editDocument} />
        </TabsContent>
        <TabsContent value="faq" className="pt-2">
          <FaqForm draft={faqDraft} onChange={editFaq} />
        </TabsContent>
      </Tabs>
      <AgentChoice value={agentId} onChange={setAgentId} />
      {problem ? (
        <Alert variant="destructive">
          <AlertDescription className="text-destructive">{problem}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button disabled={pending} onClick={onSave}>
          {pending ? 'Saving...' : item ? 'Save Changes' : 'Save'}
        </Button>
      </DialogFooter>
    </>
  );
}

/** Add or edit a knowledge item (spec 2.12): the tab not matching an edited item is disabled. */
export function KnowledgeDialog({
  open,
  item,
  onOpenChange,
}: {
  open: boolean;
  item: KnowledgeItemView | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        {open ? (
          <DialogBody key={item?.id ?? 'new'} item={item} onClose={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
