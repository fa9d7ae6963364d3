import { Button } from '@/components/ui/button';

type SaveButtonProps = { busy: boolean; dirty: boolean; label?: string; busyLabel?: string };

/** Idle until something changed, so a tap never sends the same values again. */
export function SaveButton({
  busy,
  dirty,
  label = 'Enregistrer',
  busyLabel = 'Enregistrement...',
}: SaveButtonProps) {
  return (
    <div className="flex justify-end pt-2">
      <Button type="submit" className="w-full sm:w-auto" disabled={busy || !dirty}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
