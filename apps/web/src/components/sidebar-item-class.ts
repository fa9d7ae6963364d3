import { cn } from '@/lib/cn';

/** The look of an entry of an area's sidebar (admin, business), the current one highlighted. */
export function sidebarItemClassName(active: boolean, className?: string) {
  return cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
    active ? 'bg-orange-100 text-orange-900' : 'text-stone-700 hover:bg-orange-50 hover:text-orange-800',
    className,
  );
}
