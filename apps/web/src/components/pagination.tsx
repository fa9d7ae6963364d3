import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type PaginationProps = {
  page: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
} & (
  | { totalPages: number; totalElements?: never; pageSize?: never }
  /** Most lists get only their count: the pages are counted here. */
  | { totalElements: number; pageSize: number; totalPages?: never }
);

/** Précédent / Suivant under a paged list (pages counted from 0, as the API does). */
export function Pagination({ page, onPageChange, disabled = false, ...count }: PaginationProps) {
  const totalPages =
    count.totalPages !== undefined ? count.totalPages : Math.ceil(count.totalElements / count.pageSize);
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" />
        Précédent
      </Button>
      <p className="text-sm text-stone-600" aria-live="polite">
        Page {page + 1} sur {totalPages}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page >= totalPages - 1}
        onClick={() => onPageChange(page + 1)}
      >
        Suivant
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
