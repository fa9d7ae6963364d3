import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { AreaTopBar } from '@/components/area-top-bar';
import { Button } from '@/components/ui/button';
import { OpenSwitch } from './open-switch';
import { PauseControl } from './pause-control';
import { TEXT } from '../texts';

type BusinessTopBarProps = {
  entreprise: OwnEntreprise;
  unread: number;
  onNotifications: () => void;
  /** The sidebar's entries, shown in a sheet below laptop width. */
  nav: (close: () => void) => ReactNode;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
};

export function BusinessTopBar({ entreprise, unread, onNotifications, ...menu }: BusinessTopBarProps) {
  return (
    <AreaTopBar sheetTitle={entreprise.nom} sheetDescription={TEXT.area} {...menu}>
      <div className="min-w-0 flex-1">
        {/* Two lines on a phone rather than 'Chez Tanti…': the owner reads their own name. */}
        <p className="line-clamp-2 text-sm leading-tight font-bold break-words text-stone-900 sm:truncate sm:text-base">
          {entreprise.nom}
        </p>
        <p className="truncate text-xs text-stone-600 max-sm:hidden">{TEXT.area}</p>
      </div>
      <OpenSwitch entreprise={entreprise} />
      <PauseControl entreprise={entreprise} />
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
    </AreaTopBar>
  );
}
