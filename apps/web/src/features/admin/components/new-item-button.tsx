import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The header's button that opens an empty form (a new admin, a new town). */
export function NewItemButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );
}
