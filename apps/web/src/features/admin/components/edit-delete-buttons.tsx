import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

type EditDeleteButtonsProps = {
  /** Who or what the buttons act on, for their accessible names ('Modifier Abidjan'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Why deleting is refused (one's own account), shown on hover of the disabled button. */
  deleteRefused?: string | undefined;
  className: string;
};

/** 'Modifier' and 'Supprimer' of an admin's row or a town's card. */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
  deleteRefused,
  className,
}: EditDeleteButtonsProps) {
  return (
    <div className={className}>
      <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Modifier ${name}`}>
        <Pencil aria-hidden="true" />
        Modifier
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        disabled={deleteRefused !== undefined}
        title={deleteRefused}
        onClick={onDelete}
        aria-label={`Supprimer ${name}`}
      >
        <Trash2 aria-hidden="true" />
        Supprimer
      </Button>
    </div>
  );
}
