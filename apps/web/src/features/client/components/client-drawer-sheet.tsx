import { House, Package, ShoppingCart, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { SignOutButton } from '@/components/sign-out-button';
import { Sheet, SheetClose, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/lib/paths';
import { useSignOut } from '@/lib/session/use-sign-out';
import { LABELS } from '@/lib/labels';

const LINKS = [
  { to: paths.clientDashboard, label: 'Accueil', icon: House },
  { to: paths.ordersClient, label: LABELS.myOrders, icon: Package },
  { to: paths.profileClient, label: 'Mon profil', icon: UserRound },
  { to: paths.cartClient, label: LABELS.myCart, icon: ShoppingCart },
];

/** The drawer itself, loaded with the first tap (or when the page is idle): see client-drawer.tsx. */
export default function ClientDrawerSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const signOut = useSignOut();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left">
        <div className="space-y-1 pr-10">
          <SheetTitle className="text-lg font-bold text-stone-900">{LABELS.mySpace}</SheetTitle>
          <SheetDescription className="text-sm text-stone-600">
            Vos commandes, votre profil et votre panier.
          </SheetDescription>
        </div>
        <nav aria-label="Espace client" className="flex flex-1 flex-col gap-1">
          {LINKS.map(({ to, label, icon: Icon }) => (
            <SheetClose asChild key={to}>
              <Link
                to={to}
                className="flex items-center gap-3 rounded-lg px-3 py-3 font-medium text-stone-800 hover:bg-orange-50 hover:text-orange-800"
              >
                <Icon className="size-5" aria-hidden="true" />
                {label}
              </Link>
            </SheetClose>
          ))}
        </nav>
        <SignOutButton variant="outline" onClick={signOut} className="w-full" />
      </SheetContent>
    </Sheet>
  );
}
