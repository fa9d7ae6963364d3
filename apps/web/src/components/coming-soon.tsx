import { dashboardPath } from '@comoe/shared/roles';
import { Construction, LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session/session-store';
import { useSignOut } from '@/lib/session/use-sign-out';

/** Stands for the pages of later releases, so their routes and guards already work. */
export function ComingSoon({ title }: { title: string }) {
  const role = useSession((state) => state.user?.role ?? null);
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const dashboard = dashboardPath(role);
  const back = dashboard === pathname ? paths.home : dashboard;

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-orange-100 text-orange-700">
        <Construction className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
      <p className="text-stone-600">Cette page arrive bientôt.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={back} className={buttonVariants()}>
          {back === paths.home ? "Retour à l'accueil" : 'Retour au tableau de bord'}
        </Link>
        {role && (
          <button type="button" onClick={signOut} className={buttonVariants({ variant: 'outline' })}>
            <LogOut aria-hidden="true" />
            Déconnexion
          </button>
        )}
      </div>
    </section>
  );
}
