import { MSG } from '@comoe/shared/messages';
import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { IconTile } from '@/components/icon-tile';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/lib/paths';

export function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-stone-300 bg-white px-4 py-14 text-center">
      <IconTile
        icon={ShoppingCart}
        className="size-16 rounded-full bg-orange-100 text-orange-700"
        iconClassName="size-8"
      />
      <div className="space-y-1">
        <p className="text-lg font-semibold text-stone-900">{MSG.cartEmpty}</p>
        <p className="text-stone-600">Choisissez une ville puis une entreprise pour ajouter des articles.</p>
      </div>
      <Link to={paths.clientDashboard} className={buttonVariants({ size: 'lg' })}>
        Découvrir les entreprises
      </Link>
    </div>
  );
}
