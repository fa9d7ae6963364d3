import { MSG } from '@comoe/shared/messages';
import { PageMessage } from '@/components/page-message';
import { closedReason } from '@/lib/ouverture';
import type { Produit, PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { citySlug, deVille } from '@comoe/shared/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChefHat, SearchX, WifiOff } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCityName } from '@/api/get-villes';
import { FloatingCart } from '@/components/cart/floating-cart';
import { useReplaceCart } from '@/components/cart/replace-cart-dialog';
import { RetryAlert } from '@/components/retry-alert';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button-variants';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useCart } from '@/lib/cart/cart-store';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { entrepriseQueryOptions } from '@/api/get-entreprise';
import { menuQueryOptions } from '@/api/get-menu';
import { BusinessHero } from './components/business-hero';
import { BusinessReviews } from './components/business-reviews';
import { MenuNav } from './components/menu-nav';
import { PhotoZoomDialog, type ZoomedPhoto } from './components/photo-zoom-dialog';
import { ProductCard } from './components/product-card';
import { groupMenu } from './menu-sections';
import { useScrollSpy } from './use-scroll-spy';
import { useScrollToProduct } from './use-scroll-to-product';
import { LABELS } from '@/lib/labels';
import { withChoices } from '@comoe/shared/product-options';
import { ProductOptionsSheet, type OptionsChoice } from './components/product-options-sheet';

function BackLink({ city }: { city: string | null }) {
  const name = useCityName(city);
  return (
    <Link
      to={city ? paths.city(city) : paths.clientDashboard}
      className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-orange-800 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {name ? `Retour à ${name}` : 'Retour aux villes'}
    </Link>
  );
}

function NotFound({ city }: { city: string | null }) {
  const name = useCityName(city);
  return (
    <PageMessage icon={SearchX} title={MSG.entrepriseNotFound}>
      <p className="text-stone-700">Elle a peut-être fermé ou changé d'adresse.</p>
      <Link to={city ? paths.city(city) : paths.clientDashboard} className={buttonVariants()}>
        {name ? `${LABELS.seeBusinesses} ${deVille(name)}` : LABELS.seeCities}
      </Link>
    </PageMessage>
  );
}

function OfflineMenu({ city }: { city: string | null }) {
  return (
    <PageMessage icon={WifiOff} title="Menu indisponible hors connexion" role="status">
      <p className="text-stone-700">
        Ce menu n'a pas encore été ouvert sur cet appareil. Il s'affichera dès le retour du réseau.
      </p>
      <BackLink city={city} />
    </PageMessage>
  );
}

function MenuSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Chargement du menu">
      <Skeleton className="h-7 w-40" />
      <div className="grid gap-3 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-32 rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

function Menu({ entreprise, produits }: { entreprise: PublicEntreprise; produits: Produit[] }) {
  const addItem = useCart((state) => state.addItem);
  const replaceCart = useReplaceCart();
  const [zoomed, setZoomed] = useState<ZoomedPhoto | null>(null);
  const [choosing, setChoosing] = useState<Produit | null>(null);
  const sections = useMemo(() => groupMenu(produits), [produits]);
  const anchors = useMemo(() => sections.map((section) => section.anchor), [sections]);
  const { active, scrollTo } = useScrollSpy(anchors);
  useScrollToProduct(produits.length > 0);

  if (sections.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-orange-50 px-6 py-12 text-center">
        <ChefHat className="size-10 text-orange-700" aria-hidden="true" />
        <h2 className="text-xl font-bold text-stone-900">Menu en préparation</h2>
        <p className="text-stone-700">
          Cette entreprise n'a pas encore publié ses produits. Revenez bientôt !
        </p>
      </div>
    );
  }

  const put = (produit: Produit, choice: OptionsChoice | null) => {
    const options = choice?.options ?? [];
    const quantity = choice?.quantity ?? 1;
    const item = {
      id: produit.id,
      name: produit.nom,
      price: choice?.unitPrice ?? produit.prix,
      ...(options.length > 0 ? { options } : {}),
      image: produit.photo,
      restaurantId: entreprise.id,
      restaurantName: entreprise.nom,
    };
    // One toast at a time: a new addition replaces the last one instead of piling up.
    const added = () =>
      toast.success('Ajouté au panier', withChoices(produit.nom, options), { id: 'panier-ajout' });
    if (addItem(item, quantity)) added();
    else replaceCart.offer([{ ...item, quantity }], added);
  };

  // A product with options asks for them first (issue 21 §3); a plain one goes in at one tap.
  const add = (produit: Produit) =>
    (produit.groupesOptions ?? []).length > 0 ? setChoosing(produit) : put(produit, null);

  return (
    <div className="flex flex-col lg:flex-row lg:items-start lg:gap-8">
      <aside className="sticky top-16 z-20 -mx-4 border-b border-border bg-white/95 px-4 backdrop-blur lg:top-20 lg:mx-0 lg:w-56 lg:shrink-0 lg:border-0 lg:bg-transparent lg:px-0 lg:backdrop-blur-none">
        <MenuNav sections={sections} active={active} onSelect={scrollTo} />
      </aside>
      <div className="min-w-0 flex-1 space-y-8 pt-4 lg:pt-0">
        {sections.map((section) => (
          <section
            key={section.anchor}
            id={section.anchor}
            aria-labelledby={`${section.anchor}-titre`}
            className="scroll-mt-32 lg:scroll-mt-24"
          >
            <h2
              id={`${section.anchor}-titre`}
              tabIndex={-1}
              data-section-title=""
              className="mb-3 text-xl font-bold text-stone-900 focus:outline-none"
            >
              {section.title}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {section.produits.map((produit) => (
                <li
                  key={produit.id}
                  id={`produit-${produit.id}`}
                  className="scroll-mt-32 rounded-2xl data-[highlight]:ring-2 data-[highlight]:ring-orange-500 lg:scroll-mt-24"
                >
                  <ProductCard
                    produit={produit}
                    canOrder={entreprise.ouverteMaintenant}
                    onAdd={add}
                    onZoom={(p) => p.photo && setZoomed({ src: p.photo, nom: p.nom, prix: p.prix })}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <PhotoZoomDialog photo={zoomed} onClose={() => setZoomed(null)} />
      <ProductOptionsSheet
        produit={choosing}
        onClose={() => setChoosing(null)}
        onAdd={(produit, choice) => {
          setChoosing(null);
          put(produit, choice);
        }}
      />
      {replaceCart.dialog}
    </div>
  );
}

export function BusinessPage({ entrepriseId, city }: { entrepriseId: number | null; city: string | null }) {
  // An address that cannot name a business asks the server nothing.
  const enabled = entrepriseId !== null;
  const queryClient = useQueryClient();
  // Opened from a city's list, the business is already known: its header shows at once.
  const fromCityList = () =>
    city === null
      ? undefined
      : queryClient
          .getQueryData<PublicEntreprise[]>(['entreprises', 'ville', citySlug(city)])
          ?.find((e) => e.id === entrepriseId);
  const entreprise = useQuery({
    ...entrepriseQueryOptions(entrepriseId ?? 0),
    enabled,
    placeholderData: fromCityList,
  });
  const menu = useQuery({ ...menuQueryOptions(entrepriseId ?? 0), enabled });
  // Offline, a query never tried waits for the network: say so rather than a skeleton forever.
  const offlineWithout = (q: { isPending: boolean; fetchStatus: string }) =>
    q.isPending && q.fetchStatus === 'paused';

  if (offlineWithout(entreprise) || offlineWithout(menu)) return <OfflineMenu city={city} />;

  if (entrepriseId === null || (entreprise.error instanceof ApiError && entreprise.error.status === 404)) {
    return <NotFound city={city} />;
  }

  const cityName = city ?? entreprise.data?.ville ?? null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 pt-4 pb-28 sm:pt-6">
      <BackLink city={cityName} />
      {entreprise.isPending ? (
        <div role="status" aria-label={LABELS.loadingEntreprise} className="space-y-3">
          <Skeleton className="aspect-[16/9] rounded-2xl sm:aspect-[21/8] lg:aspect-auto lg:h-72" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-4 w-full max-w-xl" />
        </div>
      ) : entreprise.isError ? (
        <RetryAlert title={LABELS.entrepriseLoadFailed} onRetry={() => void entreprise.refetch()}>
          {entreprise.error.message}
        </RetryAlert>
      ) : (
        <>
          <BusinessHero entreprise={entreprise.data} />
          {!entreprise.data.ouverteMaintenant && (
            <Alert variant="info">
              <AlertTitle>{closedReason(entreprise.data)}</AlertTitle>
              <AlertDescription>
                Vous pouvez consulter son menu et revenir commander plus tard.
              </AlertDescription>
            </Alert>
          )}
          {menu.isPending ? (
            <MenuSkeleton />
          ) : menu.isError ? (
            <RetryAlert title={MSG.menuLoadFailed} onRetry={() => void menu.refetch()}>
              {menu.error.message}
            </RetryAlert>
          ) : (
            <Menu entreprise={entreprise.data} produits={menu.data} />
          )}
          {entreprise.data.nombreAvis > 0 && <BusinessReviews entrepriseId={entreprise.data.id} />}
        </>
      )}
      <FloatingCart />
    </div>
  );
}
