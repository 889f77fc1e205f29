import { Download, Pencil } from 'lucide-react';
import { formatDateTime } from '../../../shared/format/date-time';
import { KNOWLEDGE_TEXT } from '../../../shared/knowledge/knowledge-rules';
import type { KnowledgeItemView } from '../../../shared/knowledge/knowledge-schema';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { DeleteKnowledgeDialog } from './delete-knowledge-dialog';

const TYPE_LABEL = { pdf: 'PDF', doc: 'DOC', faq: 'FAQ' } as const;

/** Title, Type, Date Added, Assigned Agent, Actions (spec 2.12). */
export function KnowledgeTable({
  items,
  onEdit,
}: {
  items: KnowledgeItemView[];
  onEdit: (item: KnowledgeItemView) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Title</TableHead>
          <TableHead>Type</TableHead>
          <TableHead>Date Added</TableHead>
          <TableHead>Assigned Agent</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            <TableCell className="font-medium">
              <span className="flex flex-wrap items-center gap-2">
                {item.title}
                {item.type !== 'faq' && item.textStatus === 'none' ? (
                  <Badge variant="warning">{KNOWLEDGE_TEXT.noText}</Badge>
                ) : null}
              </span>
            </TableCell>
            <TableCell>
              <Badge variant="secondary">{TYPE_LABEL[item.type]}</Badge>
            </TableCell>
            <TableCell>{formatDateTime(item.dateAdded, 'date')}</TableCell>
            <TableCell>{item.agentName ?? KNOWLEDGE_TEXT.noAgent}</TableCell>
            <TableCell>
              <span className="flex justify-end gap-1">
                {item.fileUrl ? (
                  <Button variant="ghost" size="icon" asChild>
                    <a href={item.fileUrl} download aria-label={`Download ${item.title}`}>
                      <Download aria-hidden />
                    </a>
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Edit ${item.title}`}
                  onClick={() => onEdit(item)}
                >
                  <Pencil aria-hidden />
                </Button>
                <DeleteKnowledgeDialog item={item} />
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
