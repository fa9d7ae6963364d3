import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session-store';
import { HeaderFrame } from './header-frame';
import { SIGNED_OUT_LINKS } from './header-links';

/** Visitors never download what only signed-in users see (cart, account, sign-out). */
const SignedInHeader = lazy(() => import('./signed-in-header'));

export function Header() {
  const signedIn = useSession((state) => state.user !== null);
  if (signedIn) {
    return (
      <Suspense fallback={<HeaderFrame links={[]} actions={null} />}>
        <SignedInHeader />
      </Suspense>
    );
  }
  return (
    <HeaderFrame
      links={SIGNED_OUT_LINKS}
      actions={
        <Link to={paths.login} className={buttonVariants({ size: 'bar' })}>
          Connexion
        </Link>
      }
    />
  );
}
