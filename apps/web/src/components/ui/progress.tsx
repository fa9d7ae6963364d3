import { cn } from '@/lib/cn';

/** shadcn's progress bar on a plain div: `value` from 0 to 100, announced to screen readers. */
export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent} %`}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-stone-200', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
