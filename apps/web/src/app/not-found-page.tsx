import { MSG } from '@comoe/shared/messages';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';
import { LABELS } from '@/lib/labels';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-orange-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-stone-900">Oups ! Page introuvable</h1>
      <p className="text-stone-600">{MSG.routeNotFound}</p>
      <Link to={paths.home} className={buttonVariants()}>
        {LABELS.backHome}
      </Link>
    </section>
  );
}
