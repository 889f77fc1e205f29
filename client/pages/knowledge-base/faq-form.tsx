import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { KNOWLEDGE_LIMITS, KNOWLEDGE_TEXT } from '../../../shared/knowledge/knowledge-rules';
import { FormField } from '../../components/form-field';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/textarea';

export type FaqDraft = { title: string; faqs: { question: string; answer: string }[] };

export const blankPair = () => ({ question: '', answer: '' });

/** Create FAQs tab: a title and question/answer pairs; the last pair cannot be removed. */
export function FaqForm({ draft, onChange }: { draft: FaqDraft; onChange: (d: FaqDraft) => void }) {
  const idPrefix = useId();
  const setPair = (index: number, pair: Partial<FaqDraft['faqs'][number]>) =>
    onChange({
      ...draft,
      faqs: draft.faqs.map((p, i) => (i === index ? { ...p, ...pair } : p)),
    });
  const remove = (index: number) =>
    onChange({ ...draft, faqs: draft.faqs.filter((_, i) => i !== index) });
  return (
    <div className="flex flex-col gap-4">
      <FormField
        label="Title"
        placeholder={KNOWLEDGE_TEXT.faqTitle}
        value={draft.title}
        maxLength={KNOWLEDGE_LIMITS.title}
        onChange={(e) => onChange({ ...draft, title: e.target.value })}
      />
      <div className="flex max-h-80 flex-col gap-3 overflow-y-auto">
        {draft.faqs.map((pair, index) => (
          // Pairs have no id of their own; their position is what the user edits.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <fieldset key={index} className="flex flex-col gap-2 rounded-md border p-3">
            <div className="flex items-center justify-between">
              <Label htmlFor={`${idPrefix}-q-${index}`}>Question {index + 1}</Label>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove question ${index + 1}`}
                disabled={draft.faqs.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            <Textarea
              id={`${idPrefix}-q-${index}`}
              placeholder="Question"
              value={pair.question}
              maxLength={KNOWLEDGE_LIMITS.question}
              onChange={(e) => setPair(index, { question: e.target.value })}
            />
            <Textarea
              aria-label={`Answer ${index + 1}`}
              placeholder="Answer"
              value={pair.answer}
              maxLength={KNOWLEDGE_LIMITS.answer}
              onChange={(e) => setPair(index, { answer: e.target.value })}
            />
          </fieldset>
        ))}
      </div>
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        disabled={draft.faqs.length >= KNOWLEDGE_LIMITS.faqs}
        onClick={() => onChange({ ...draft, faqs: [...draft.faqs, blankPair()] })}
      >
        <Plus aria-hidden /> Add Question
      </Button>
    </div>
  );
}
