import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const controlClass =
  'w-full rounded-lg border border-input bg-white px-3 text-base text-stone-900 shadow-xs transition-colors placeholder:text-stone-500 focus-visible:border-orange-500 focus-visible:ring-2 focus-visible:ring-orange-200 focus-visible:outline-none disabled:cursor-not-allowed disabled:bg-stone-100 disabled:opacity-70 aria-invalid:border-destructive aria-invalid:ring-red-100';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        controlClass,
        'h-11 file:mr-3 file:rounded-md file:border-0 file:bg-orange-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-orange-800',
        type === 'file' && 'py-1.5',
        className,
      )}
      {...props}
    />
  );
}
