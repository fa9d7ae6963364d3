import { LogOut, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { BusinessTab } from '@/lib/paths';
import { BUSINESS_TAB_ICONS, BUSINESS_TAB_LABELS, SIDEBAR } from '../tabs';

type BusinessNavProps = {
  current: BusinessTab;
  onSelect: (tab: BusinessTab) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onSignOut: () => void;
  unread: number;
};

/** The sidebar's entries: a fixed column on a laptop, the content of the menu sheet on a phone. */
export function BusinessNav({
  current,
  onSelect,
  onRefresh,
  refreshing,
  onSignOut,
  unread,
}: BusinessNavProps) {
  return (
    <div className="flex flex-1 flex-col gap-4">
      <nav aria-label="Espace entreprise" className="flex flex-col gap-0.5">
        {SIDEBAR.map((tab) => {
          const Icon = BUSINESS_TAB_ICONS[tab];
          const active = tab === current;
          return (
            <button
              key={tab}
              type="button"
              aria-current={active ? 'page' : undefined}
              onClick={() => onSelect(tab)}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 text-left text-sm font-medium',
                active
                  ? 'bg-orange-100 text-orange-900'
                  : 'text-stone-700 hover:bg-orange-50 hover:text-orange-800',
              )}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className="flex-1">{BUSINESS_TAB_LABELS[tab]}</span>
              {tab === 'notifications' && unread > 0 && (
                <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-white">
                  {unread > 99 ? '99+' : unread}
                  <span className="sr-only"> non lue(s)</span>
                </span>
              )}
            </button>
          );
        })}
      </nav>
      <div className="mt-auto flex flex-col gap-2">
        <Button variant="outline" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          Actualiser
        </Button>
        <Button variant="ghost" onClick={onSignOut}>
          <LogOut aria-hidden="true" />
          Déconnexion
        </Button>
      </div>
    </div>
  );
}
