import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { AreaTopBar } from '@/components/area-top-bar';
import { Button } from '@/components/ui/button';
import { LABELS } from '@/lib/labels';
import { COMPANY_NAME } from '@/lib/company';
import { TEXT } from '../texts';

type AdminTopBarProps = {
  /** The admin's full name; null while it loads. */
  name: string | null;
  /** The sidebar's entries, shown in a sheet below laptop width. */
  nav: (close: () => void) => ReactNode;
  menuOpen: boolean;
  onMenuOpenChange: (open: boolean) => void;
  onSignOut: () => void;
};

export function AdminTopBar({ name, onSignOut, ...menu }: AdminTopBarProps) {
  return (
    <AreaTopBar sheetTitle={COMPANY_NAME} sheetDescription={TEXT.area} {...menu}>
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
    </AreaTopBar>
  );
}
