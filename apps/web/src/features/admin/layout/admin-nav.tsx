import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { ADMIN_NAV_ICONS, ADMIN_NAV_LABELS, ADMIN_SIDEBAR, type UnreadCounts } from '../admin-sections';

type AdminNavProps = {
  unread: UnreadCounts;
  /** Closes the phone's menu sheet once a screen is chosen. */
  onNavigate: () => void;
  onSignOut: () => void;
};

/** The sidebar's entries: a fixed column on a laptop, the content of the menu sheet on a phone. */
export function AdminNav({ unread, onNavigate, onSignOut }: AdminNavProps) {
  return (
    <div className="flex flex-1 flex-col gap-4">
      <nav aria-label="Espace administrateur" className="flex flex-col gap-0.5">
        {ADMIN_SIDEBAR.map((section) => {
          const Icon = ADMIN_NAV_ICONS[section];
          const count = unread[section] ?? 0;
          return (
            <NavLink
              key={section}
              to={paths.admin(section)}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                  isActive
                    ? 'bg-orange-100 text-orange-900'
                    : 'text-stone-700 hover:bg-orange-50 hover:text-orange-800',
                )
              }
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className="flex-1">{ADMIN_NAV_LABELS[section]}</span>
              {count > 0 && (
                <span
                  data-testid={`unread-${section}`}
                  className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-white"
                >
                  {count > 99 ? '99+' : count}
                  <span className="sr-only"> non lu(s)</span>
                </span>
              )}
            </NavLink>
          );
        })}
      </nav>
      <Button variant="ghost" className="mt-auto justify-start" onClick={onSignOut}>
        <LogOut aria-hidden="true" />
        Déconnexion
      </Button>
    </div>
  );
}
