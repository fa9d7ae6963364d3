import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/layout/brand-link';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { LABELS } from '@/lib/labels';

type AreaTopBarProps = {
  /** Heads the menu sheet: the company, or the business. */
  sheetTitle: ReactNode;
  /** Under the sheet's title: which area this is. */
  sheetDescription: ReactNode;
  /** The sidebar's entries, shown in a sheet below laptop width; `close` shuts the sheet. */
  nav: (close: () => void) => ReactNode;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  /** What follows the brand: who is signed in, then the area's own buttons. */
  children: ReactNode;
};

/** The sticky bar of an area with a sidebar (admin, business): the menu button and its sheet, the brand. */
export function AreaTopBar({
  sheetTitle,
  sheetDescription,
  nav,
  menuOpen,
  onMenuOpenChange,
  children,
}: AreaTopBarProps) {
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
              <SheetTitle className="text-lg font-bold text-stone-900">{sheetTitle}</SheetTitle>
              <SheetDescription className="text-sm text-stone-600">{sheetDescription}</SheetDescription>
            </div>
            {nav(() => onMenuOpenChange(false))}
          </SheetContent>
        </Sheet>
        <BrandMark className="size-8 shrink-0 max-lg:hidden" />
        {children}
      </div>
    </header>
  );
}
