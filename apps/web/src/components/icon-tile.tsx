import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * An icon centred in a box that only decorates: the stand-in for a missing photo, or a drawn
 * button whose tap reaches a real one underneath. Hidden from screen readers, which get the text.
 */
export function IconTile({
  icon: Icon,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}) {
  return (
    <span className={cn('flex items-center justify-center', className)} aria-hidden="true">
      <Icon className={iconClassName} />
    </span>
  );
}
