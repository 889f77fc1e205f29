import { useState } from 'react';
import { PIPELINE_STAGES, type PipelineStage } from '../../../shared/leads/pipeline';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { toast } from '../../components/ui/toaster';
import { errorMessage, trpc } from '../../lib/trpc';

/** What can be done to the chosen contacts at once: move them, tag or untag them. */
export function BulkActions({ contactIds, onDone }: { contactIds: number[]; onDone: () => void }) {
  const utils = trpc.useUtils();
  const [stage, setStage] = useState<PipelineStage>('Contacted');
  const [tag, setTag] = useState('');
  const done = (message: string) => {
    toast.success(message);
    void utils.leads.invalidate();
    onDone();
  };
  const failed = (error: unknown) =>
    toast.error(errorMessage(error, 'Something went wrong. Please try again.'));
  const move = trpc.leads.moveStage.useMutation({
    onSuccess: (moved) => done(`${moved} moved to ${stage}`),
    onError: failed,
  });
  const add = trpc.leads.addTag.useMutation({
    onSuccess: () => done('Tag added'),
    onError: failed,
  });
  const remove = trpc.leads.removeTag.useMutation({
    onSuccess: () => done('Tag removed'),
    onError: failed,
  });
  if (contactIds.length === 0) return null;
  return (
    <section
      aria-label="Bulk actions"
      className="flex flex-wrap items-end gap-2 rounded-md border bg-muted/40 p-3"
    >
      <span className="text-sm font-medium">{contactIds.length} selected</span>
      <div className="w-40">
        <Select
          aria-label="Move to stage"
          value={stage}
          onChange={(e) => setStage(e.target.value as PipelineStage)}
        >
          {PIPELINE_STAGES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </Select>
      </div>
      <Button
        size="sm"
        disabled={move.isPending}
        onClick={() => move.mutate({ contactIds, stage })}
      >
        Move
      </Button>
      <Input
        aria-label="Tag"
        placeholder="Tag"
        className="w-40"
        maxLength={30}
        value={tag}
        onChange={(e) => setTag(e.target.value)}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={!tag.trim()}
        onClick={() => add.mutate({ contactIds, tag })}
      >
        Add tag
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={!tag.trim()}
        onClick={() => remove.mutate({ contactIds, tag })}
      >
        Remove tag
      </Button>
    </section>
  );
}
