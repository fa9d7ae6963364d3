import { cn } from '@/lib/cn';

/** A turning ring with what is happening said to screen readers. */
export function Spinner({ label = 'Chargement…', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-sm text-stone-600', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-[3px] border-orange-200 border-t-primary"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
