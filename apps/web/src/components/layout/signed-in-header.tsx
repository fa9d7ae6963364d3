import { dashboardPath } from '@comoe/shared/roles';
import { CircleUserRound, LogOut } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { useSession } from '@/lib/session/session-store';
import { useSignOut } from '@/lib/session/use-sign-out';
import { CartLinkView } from './cart-link-view';
import { HeaderFrame } from './header-frame';
import { signedInLinks } from './signed-in-links';
import { LABELS } from '@/lib/labels';

const CartCountLink = lazy(() => import('./cart-count-link'));

export default function SignedInHeader() {
  const role = useSession((state) => state.user?.role);
  const signOut = useSignOut();
  if (!role) return null;

  return (
    <HeaderFrame
      links={signedInLinks(role)}
      actions={
        <>
          {/* A client's phone has them in the tab bar at the bottom: the bar keeps to brand and menu. */}
          <span
            className={role === 'CLIENT' ? 'hidden items-center gap-1 md:flex' : 'flex items-center gap-1'}
          >
            {role === 'CLIENT' && (
              <Suspense fallback={<CartLinkView count={0} />}>
                <CartCountLink />
              </Suspense>
            )}
            <Link
              to={dashboardPath(role)}
              aria-label={LABELS.mySpace}
              className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            >
              <CircleUserRound className="size-5" aria-hidden="true" />
            </Link>
          </span>
          {/* Phones sign out from the menu; the wrapper hides it without fighting the button's own display. */}
          <span className="hidden md:block">
            <button
              type="button"
              onClick={signOut}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              <LogOut aria-hidden="true" />
              Déconnexion
            </button>
          </span>
        </>
      }
      menuExtra={(closeMenu) => (
        <button
          type="button"
          onClick={() => {
            closeMenu();
            signOut();
          }}
          className="flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-stone-700 hover:bg-orange-50"
        >
          <LogOut className="size-4" aria-hidden="true" />
          Déconnexion
        </button>
      )}
    />
  );
}
