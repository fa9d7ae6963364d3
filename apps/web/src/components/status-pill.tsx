import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const PILL =
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/**
 * The rounded, ringed label every status is drawn as; `className` gives its colours. Keeps the
 * `data-*` attributes the tests read a status by.
 */
export function StatusPill({ className, ...props }: ComponentProps<'span'>) {
  return <span className={cn(PILL, className)} {...props} />;
}
