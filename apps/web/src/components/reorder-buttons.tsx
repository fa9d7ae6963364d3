import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Up / down for one row of an ordered list (the phone's way; a laptop may also drag the row by
 * its grip). `name` is read in the labels: 'Monter Boissons'.
 */
export function ReorderButtons({
  name,
  index,
  count,
  disabled = false,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  return (
    <span className="flex shrink-0 items-center">
      <GripVertical
        className="hidden size-5 cursor-grab text-stone-400 md:block"
        aria-hidden="true"
        data-testid="drag-grip"
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Monter ${name}`}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      >
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Descendre ${name}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDown aria-hidden="true" />
      </Button>
    </span>
  );
}
