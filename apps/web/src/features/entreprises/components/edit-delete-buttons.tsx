import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type EditDeleteButtonsProps = {
  /** What the buttons act on, read in their labels ('Modifier Boissons'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** The two icon buttons of a menu row (a category, a product): edit it, delete it (in red). */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Modifier ${name}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={`Supprimer ${name}`}
        className="text-red-800 hover:bg-red-50 hover:text-red-900"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
