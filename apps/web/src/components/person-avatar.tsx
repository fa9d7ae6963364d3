import { cn } from '@/lib/cn';
import { LABELS } from '@/lib/labels';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

/** A person's photo, or their initials on a tinted disc when they have none. */
export function PersonAvatar({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl: string | null;
  className?: string;
}) {
  if (photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={LABELS.photoOf(name)}
        loading="lazy"
        className={cn('size-12 shrink-0 rounded-full bg-stone-100 object-cover', className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-12 shrink-0 items-center justify-center rounded-full bg-orange-100 font-bold text-orange-900',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
