import type { Role } from '@comoe/shared/enums';
import { dashboardPath } from '@comoe/shared/roles';
import { paths } from '@/lib/paths';
import type { HeaderLink } from './header-links';
import { LABELS } from '@/lib/labels';

/** Clients get their own pages; other roles reach their dashboard and the generic pages. */
export function signedInLinks(role: Role): HeaderLink[] {
  if (role === 'CLIENT') {
    return [
      { to: paths.clientDashboard, label: LABELS.dashboard },
      { to: paths.ordersClient, label: LABELS.myOrders },
      { to: paths.profileClient, label: 'Profil' },
    ];
  }
  return [
    { to: dashboardPath(role), label: LABELS.dashboard },
    { to: paths.orders, label: LABELS.myOrders },
    { to: paths.profile, label: 'Profil' },
  ];
}
