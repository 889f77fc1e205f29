import { BookOpen, Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { KNOWLEDGE_TEXT } from '../../../shared/knowledge/knowledge-rules';
import type { KnowledgeItemView } from '../../../shared/knowledge/knowledge-schema';
import { INPUT_LIMITS } from '../../../shared/validation/input-limits';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { LoadError } from '../../components/ui/load-error';
import { Spinner } from '../../components/ui/spinner';
import { trpc } from '../../lib/trpc';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { KnowledgeDialog } from './knowledge-dialog';
import { KnowledgeTable } from './knowledge-table';

/** /dashboard/knowledge-base (spec 2.12): documents and FAQs the agents answer from. */
export function KnowledgeBasePage() {
  const [search, setSearch] = useState('');
  const [inContent, setInContent] = useState(false);
  const filter = { search: useDebouncedValue(search.trim(), 250), inContent };
  const items = trpc.knowledge.list.useQuery(filter, { placeholderData: (previous) => previous });
  const [editing, setEditing] = useState<KnowledgeItemView | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = (item: KnowledgeItemView | null) => {
    setEditing(item);
    setOpen(true);
  };

  return (
    <section className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{KNOWLEDGE_TEXT.pageTitle}</h1>
          <p className="text-muted-foreground">Documents and FAQs your agents answer from</p>
        </div>
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden /> {KNOWLEDGE_TEXT.addDocument}
        </Button>
      </header>
      <KnowledgeSearchBar
        search={search}
        onSearch={setSearch}
        inContent={inContent}
        onInContent={setInContent}
      />
      {items.isPending ? (
        <Spinner label="Loading documents..." />
      ) : items.isError ? (
        <LoadError
          title="Could not load documents"
          error={items.error}
          onRetry={() => items.refetch()}
        />
      ) : items.data.length === 0 && !filter.search ? (
        <KnowledgeEmpty onAdd={() => openDialog(null)} />
      ) : items.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents match "{filter.search}".</p>
      ) : (
        <Card>
          <CardContent className="pt-2">
            <KnowledgeTable items={items.data} onEdit={openDialog} />
          </CardContent>
        </Card>
      )}
      <KnowledgeDialog open={open} item={editing} onOpenChange={setOpen} />
    </section>
  );
}

function KnowledgeSearchBar(props: {
  search: string;
  onSearch: (search: string) => void;
  inContent: boolean;
  onInContent: (inContent: boolean) => void;
}) {
  const { search, onSearch, inContent, onInContent } = props;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <div className="relative w-full max-w-sm">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search documents"
          placeholder={KNOWLEDGE_TEXT.searchPlaceholder}
          className="pl-8"
          value={search}
          maxLength={INPUT_LIMITS.search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="knowledge-in-content"
          checked={inContent}
          onCheckedChange={(value) => onInContent(value === true)}
        />
        <Label htmlFor="knowledge-in-content">Also search inside documents</Label>
      </div>
    </div>
  );
}

function KnowledgeEmpty({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="items-center text-center">
      <CardContent className="flex flex-col items-center gap-3 pt-6">
        <BookOpen className="size-10 text-muted-foreground" aria-hidden />
        <h2 className="text-lg font-semibold">{KNOWLEDGE_TEXT.empty}</h2>
        <p className="text-sm text-muted-foreground">
          Upload price sheets, warranties and FAQs so your agents can answer from them.
        </p>
        <Button onClick={onAdd}>
          <Plus aria-hidden /> {KNOWLEDGE_TEXT.addFirst}
        </Button>
      </CardContent>
    </Card>
  );
}
