import { cn } from '@/lib/cn';

/** The edge of an item of a list read one by one: orange and tinted while unread, none once read. */
export function unreadItemClassName(lu: boolean, className?: string) {
  return cn(
    'flex flex-col border-l-4 px-4 py-3',
    lu ? 'border-transparent bg-white' : 'border-orange-500 bg-orange-50',
    className,
  );
}
