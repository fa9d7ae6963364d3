import { NavLink } from 'react-router';
import { SignOutButton } from '@/components/sign-out-button';
import { sidebarItemClassName } from '@/components/sidebar-item-class';
import { UnreadPill } from '@/components/unread-pill';
import { paths } from '@/lib/paths';
import { ADMIN_NAV_ICONS, ADMIN_NAV_LABELS, ADMIN_SIDEBAR, type UnreadCounts } from '../admin-sections';
import { TEXT } from '../texts';

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
      <nav aria-label={TEXT.area} className="flex flex-col gap-0.5">
        {ADMIN_SIDEBAR.map((section) => {
          const Icon = ADMIN_NAV_ICONS[section];
          return (
            <NavLink
              key={section}
              to={paths.admin(section)}
              onClick={onNavigate}
              className={({ isActive }) => sidebarItemClassName(isActive)}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className="flex-1">{ADMIN_NAV_LABELS[section]}</span>
              <UnreadPill
                count={unread[section] ?? 0}
                srSuffix={section === 'commandes' ? ' à surveiller' : ' non lu(s)'}
                testId={`unread-${section}`}
              />
            </NavLink>
          );
        })}
      </nav>
      <SignOutButton variant="ghost" className="mt-auto justify-start" onClick={onSignOut} />
    </div>
  );
}
