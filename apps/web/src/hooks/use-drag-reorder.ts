import { useState, type DragEvent } from 'react';

/** `list` with the item at `from` moved to `to` (a new array; out-of-range moves change nothing). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Native HTML5 drag and drop for a list on a laptop (no library: a few handlers per row). Phones
 * have no HTML5 drag: the rows' up/down buttons do the same move there. `onMove(from, to)` is
 * called on drop; `itemProps(index)` goes on each row.
 */
export function useDragReorder(onMove: (from: number, to: number) => void, enabled = true) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  const itemProps = (index: number) =>
    enabled
      ? {
          draggable: true,
          'data-dragging': dragged === index ? '' : undefined,
          'data-drop-target': over === index && dragged !== index ? '' : undefined,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = 'move';
            // Firefox starts a drag only with some data set.
            event.dataTransfer.setData('text/plain', String(index));
            setDragged(index);
          },
          onDragOver: (event: DragEvent) => {
            if (dragged === null) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            if (over !== index) setOver(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onMove(dragged, index);
            end();
          },
          onDragEnd: end,
        }
      : {};
  return { itemProps, dragging: dragged !== null };
}
