import type { ReactNode } from 'react';
import { BrandLink } from '@/components/layout/brand-link';
import { cn } from '@/lib/cn';

/** Sign-in and sign-up are full-screen: the brand links home in place of the hidden header. */
export function AuthShell({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex flex-1 flex-col items-center bg-gradient-to-b from-orange-50 to-white px-3 py-8 sm:px-4 sm:py-12">
      <BrandLink className="mb-6" />
      <div className={cn('w-full', wide ? 'max-w-2xl' : 'max-w-md')}>{children}</div>
    </div>
  );
}
