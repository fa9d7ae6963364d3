import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * shadcn's table. Below `md` a table that opts in with `stacked` lays each row out as a card
 * (rows and cells become blocks): no sideways scrolling on a 360 px phone, one markup for both.
 */
export function Table({
  className,
  stacked = false,
  ...props
}: ComponentProps<'table'> & { stacked?: boolean }) {
  return (
    // Wider than a laptop's column: it scrolls sideways rather than hiding its last column.
    <div className={cn('w-full', stacked ? 'md:overflow-x-auto' : 'overflow-x-auto')}>
      <table
        data-stacked={stacked || undefined}
        className={cn('w-full caption-bottom text-sm', stacked && 'max-md:block', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b in-data-stacked:max-md:sr-only', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      className={cn(
        '[&_tr:last-child]:border-0 in-data-stacked:max-md:flex in-data-stacked:max-md:flex-col in-data-stacked:max-md:gap-3',
        className,
      )}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b border-border transition-colors hover:bg-stone-50',
        'in-data-stacked:max-md:block in-data-stacked:max-md:rounded-xl in-data-stacked:max-md:border in-data-stacked:max-md:bg-white in-data-stacked:max-md:p-3 in-data-stacked:max-md:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      className={cn(
        'h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td
      className={cn('px-3 py-3 align-top in-data-stacked:max-md:block in-data-stacked:max-md:p-0', className)}
      {...props}
    />
  );
}
