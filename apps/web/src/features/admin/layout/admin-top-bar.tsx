import { LogOut, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/layout/brand-link';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { LABELS } from '@/lib/labels';
import { COMPANY_NAME } from '@/lib/company';

type AdminTopBarProps = {
  /** The admin's full name; null while it loads. */
  name: string | null;
  /** The sidebar's entries, shown in a sheet below laptop width. */
  nav: (close: () => void) => ReactNode;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onSignOut: () => void;
};

export function AdminTopBar({ name, nav, menuOpen, onMenuOpenChange, onSignOut }: AdminTopBarProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4">
        <Sheet open={menuOpen} onOpenChange={onMenuOpenChange}>
          <SheetTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={LABELS.openMenu} className="lg:hidden">
              <Menu className="size-5" aria-hidden="true" />
            </Button>
          </SheetTrigger>
          <SheetContent side="left" className="overflow-y-auto">
            <div className="space-y-1 pr-10">
              <SheetTitle className="text-lg font-bold text-stone-900">{COMPANY_NAME}</SheetTitle>
              <SheetDescription className="text-sm text-stone-600">Espace administrateur</SheetDescription>
            </div>
            {nav(() => onMenuOpenChange(false))}
          </SheetContent>
        </Sheet>
        <BrandMark className="size-8 shrink-0 max-lg:hidden" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-base font-bold text-stone-900" data-testid="admin-name">
            {name ?? <span className="inline-block h-4 w-32 animate-pulse rounded bg-stone-200" />}
          </p>
          <p className="truncate text-xs text-stone-600">Administrateur</p>
        </div>
        <Button variant="outline" onClick={onSignOut} className="max-sm:px-3">
          <LogOut aria-hidden="true" />
          <span className="max-sm:sr-only">{LABELS.signOut}</span>
        </Button>
      </div>
    </header>
  );
}
