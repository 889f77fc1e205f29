import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** Previous / "Page N" / Next under the call log table. */
export function CallLogsPagination({
  pageNumber,
  hasNext,
  onPrevious,
  onNext,
}: {
  pageNumber: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav aria-label="Pagination" className="flex items-center justify-end gap-2 text-sm">
      <Button
        variant="outline"
        size="sm"
        aria-label="Previous page"
        disabled={pageNumber <= 1}
        onClick={onPrevious}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <span className="text-muted-foreground">Page {pageNumber}</span>
      <Button
        variant="outline"
        size="sm"
        aria-label="Next page"
        disabled={!hasNext}
        onClick={onNext}
      >
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
