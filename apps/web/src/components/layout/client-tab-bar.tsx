import { ClipboardList, House, ShoppingCart, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cartLabel } from '@/lib/cart/cart-label';
import { selectItemCount, useCart } from '@/lib/cart/cart-store';
import { paths } from '@/lib/paths';

type TabProps = { to: string; label: string; icon: ReactNode; badge?: number; ariaLabel?: string };

function Tab({ to, label, icon, badge, ariaLabel }: TabProps) {
  return (
    <li className="flex-1">
      <NavLink
        to={to}
        aria-label={ariaLabel}
        className={({ isActive }) =>
          `relative flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold ${
            isActive ? 'text-orange-700' : 'text-stone-600 hover:text-orange-800'
          }`
        }
      >
        <span className="relative">
          {icon}
          {badge !== undefined && badge > 0 && (
            <span className="absolute -top-1.5 -right-2.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-none font-bold text-white">
              {badge > 99 ? '99+' : badge}
            </span>
          )}
        </span>
        {label}
      </NavLink>
    </li>
  );
}

/**
 * The signed-in client's four places, under the thumb on phones (the header keeps only the
 * brand and the menu there). Loaded with the client's area only, as the cart store is.
 */
export default function ClientTabBar() {
  const count = useCart(selectItemCount);
  const iconClass = 'size-6';
  return (
    <nav
      data-tab-bar
      aria-label="Navigation client"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto flex max-w-md">
        <Tab
          to={paths.clientDashboard}
          label="Accueil"
          icon={<House className={iconClass} aria-hidden="true" />}
        />
        <Tab
          to={paths.ordersClient}
          label="Commandes"
          icon={<ClipboardList className={iconClass} aria-hidden="true" />}
        />
        <Tab
          to={paths.cart}
          label="Panier"
          ariaLabel={cartLabel(count)}
          badge={count}
          icon={<ShoppingCart className={iconClass} aria-hidden="true" />}
        />
        <Tab
          to={paths.profileClient}
          label="Profil"
          icon={<UserRound className={iconClass} aria-hidden="true" />}
        />
      </ul>
    </nav>
  );
}
