import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { KNOWLEDGE_MESSAGES } from '../../../shared/knowledge/knowledge-rules';
import type { KnowledgeItemView } from '../../../shared/knowledge/knowledge-schema';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** 'Are you sure?' with Cancel and Delete, then 'Document removed'. */
export function DeleteKnowledgeDialog({ item }: { item: KnowledgeItemView }) {
  const [open, setOpen] = useState(false);
  const utils = trpc.useUtils();
  const remove = trpc.knowledge.delete.useMutation({
    onSuccess: () => {
      toast.success(KNOWLEDGE_MESSAGES.removed);
      setOpen(false);
      void utils.knowledge.invalidate();
      void utils.agents.list.invalidate();
    },
    onError: (error) => toast.error(errorMessage(error, 'Please try again.')),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${item.title}`}>
          <Trash2 aria-hidden />
        </Button>
      }
      title="Are you sure?"
      description={`"${item.title}" will be removed from the knowledge base and from its agent.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => remove.mutate({ id: item.id })}
    />
  );
}
