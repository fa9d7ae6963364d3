import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { Bell, Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { BrandMark } from '@/components/layout/brand-link';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { OpenSwitch } from './open-switch';
import { LABELS } from '@/lib/labels';

type BusinessTopBarProps = {
  entreprise: OwnEntreprise;
  unread: number;
  onNotifications: () => void;
  /** The sidebar's entries, shown in a sheet below laptop width. */
  nav: (close: () => void) => ReactNode;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
};

export function BusinessTopBar({
  entreprise,
  unread,
  onNotifications,
  nav,
  menuOpen,
  onMenuOpenChange,
}: BusinessTopBarProps) {
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
              <SheetTitle className="text-lg font-bold text-stone-900">{entreprise.nom}</SheetTitle>
              <SheetDescription className="text-sm text-stone-600">Espace entreprise</SheetDescription>
            </div>
            {nav(() => onMenuOpenChange(false))}
          </SheetContent>
        </Sheet>
        <BrandMark className="size-8 shrink-0 max-lg:hidden" />
        <div className="min-w-0 flex-1">
          {/* Two lines on a phone rather than 'Chez Tanti…': the owner reads their own name. */}
          <p className="line-clamp-2 text-sm leading-tight font-bold break-words text-stone-900 sm:truncate sm:text-base">
            {entreprise.nom}
          </p>
          <p className="truncate text-xs text-stone-600 max-sm:hidden">Espace entreprise</p>
        </div>
        <OpenSwitch entreprise={entreprise} />
        <Button
          variant="ghost"
          size="icon"
          onClick={onNotifications}
          aria-label={unread > 0 ? `Notifications, ${unread} non lue(s)` : 'Notifications'}
          className="relative"
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              aria-hidden="true"
              className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] font-bold text-white"
            >
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </Button>
      </div>
    </header>
  );
}
