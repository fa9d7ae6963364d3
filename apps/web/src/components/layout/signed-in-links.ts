import type { Role } from '@comoe/shared/enums';
import { dashboardPath } from '@comoe/shared/roles';
import { paths } from '@/lib/paths';
import type { HeaderLink } from './header-links';

/** Clients get their own pages; other roles reach their dashboard and the generic pages. */
export function signedInLinks(role: Role): HeaderLink[] {
  if (role === 'CLIENT') {
    return [
      { to: paths.clientDashboard, label: 'Tableau de bord' },
      { to: paths.ordersClient, label: 'Mes commandes' },
      { to: paths.profileClient, label: 'Profil' },
    ];
  }
  return [
    { to: dashboardPath(role), label: 'Tableau de bord' },
    { to: paths.orders, label: 'Mes commandes' },
    { to: paths.profile, label: 'Profil' },
  ];
}
