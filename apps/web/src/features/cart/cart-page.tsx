import { MSG } from '@comoe/shared/messages';
import { closedReason } from '@/lib/ouverture';
import { useUser } from '@/api/get-user';
import { useVilles } from '@/api/get-villes';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cartItemKey, selectItemCount, useCart, type CartItem } from '@/lib/cart/cart-store';
import { useSession } from '@/lib/session/session-store';
import { useCartEntreprise } from './api/get-cart-entreprise';
import { problemMessage } from './cart-freshness';
import { checkoutDefaults } from './checkout-form-schema';
import { CartLines } from './components/cart-lines';
import { CheckoutForm } from './components/checkout-form';
import { EmptyCart } from './components/empty-cart';
import { useFreshCart } from './use-fresh-cart';
import { useQuoteAgainOnReopen } from './use-quote-again-on-reopen';
import { LABELS } from '@/lib/labels';

/** The address card, then the payment card: their titles and fields as grey bars. */
const FORM_CARDS = [
  ['h-5 w-48', 'h-20 w-full', 'h-10 w-full'],
  ['h-5 w-40', 'h-12 w-full', 'h-12 w-full'],
] as const;

function FormSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Chargement de votre adresse">
      {FORM_CARDS.map((bars, index) => (
        <Card key={index}>
          <CardContent className="space-y-3 pt-6">
            {bars.map((bar, line) => (
              <Skeleton key={line} className={bar} />
            ))}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

function Checkout({
  userId,
  entrepriseId,
  items,
}: {
  userId: number;
  entrepriseId: number;
  items: CartItem[];
}) {
  const profile = useUser(userId);
  const villes = useVilles();
  const entreprise = useCartEntreprise(entrepriseId);
  const { problems, priceChanges } = useFreshCart(entrepriseId, items);

  const blockers = items.flatMap((item) => {
    const problem = problems.get(cartItemKey(item));
    return problem ? [problemMessage(problem, item.name)] : [];
  });
  const closed = entreprise.data && closedReason(entreprise.data);
  if (closed) blockers.push(closed);
  useQuoteAgainOnReopen(entreprise.data?.ouverteMaintenant);
  if (entreprise.isError && entreprise.error.message === MSG.entrepriseNotFound)
    blockers.push(MSG.entrepriseNotFound);

  const lines = (busy: boolean) => (
    <CartLines
      items={items}
      entreprise={entreprise.data}
      problems={problems}
      priceChanges={priceChanges}
      disabled={busy}
    />
  );

  // The address comes from the profile: wait for it (or its failure) before filling the form.
  if (profile.isPending || villes.isPending) {
    return (
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-6">
        <div className="min-w-0 space-y-5">
          {lines(false)}
          <FormSkeleton />
        </div>
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    );
  }

  return (
    <CheckoutForm
      entrepriseId={entrepriseId}
      items={items}
      defaultValues={checkoutDefaults(profile.data, villes.data)}
      blockers={blockers}
      profileFailed={profile.isError}
      lines={lines}
    />
  );
}

/** /cart and /cart_client: the cart, then the delivery address, the payment and the quote. */
export function CartPage() {
  const userId = useSession((state) => state.user?.id);
  const items = useCart((state) => state.items);
  const businessId = useCart((state) => state.businessId);
  const itemCount = useCart(selectItemCount);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{LABELS.myCart}</h1>
        {itemCount > 0 && (
          <p className="text-stone-600" data-testid="cart-count">
            {itemCount} {itemCount > 1 ? 'articles' : 'article'}
          </p>
        )}
      </div>
      {items.length === 0 || businessId === null ? (
        <EmptyCart />
      ) : (
        userId !== undefined && <Checkout userId={userId} entrepriseId={businessId} items={items} />
      )}
    </div>
  );
}
