import { MSG } from '@comoe/shared/messages';
import { cityTitle } from '@comoe/shared/text';
import { ArrowLeft, MapPinOff, Search } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { PageMessage } from '@/components/page-message';
import { useVilles } from '@/api/get-villes';
import { useDebounced } from '@/hooks/use-debounced';
import { FloatingCart } from '@/components/cart/floating-cart';
import { RetryAlert } from '@/components/retry-alert';
import { SkeletonBars } from '@/components/skeleton-bars';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { entreprisesLabel } from '@/lib/entreprise-labels';
import { paths } from '@/lib/paths';
import { useCityEntreprises } from './api/get-city-entreprises';
import { canSearchProducts } from './can-search-products';
import { cityCategories, filterEntreprises } from './city-filter';
import { BusinessCard } from './components/business-card';
import { CategoryFilter } from './components/category-filter';
import { useCitySearch } from './use-city-search';
import { LABELS } from '@/lib/labels';

// The product search (its schema and zod) loads with the first search, not with the list: on 3G
// the list must not wait for the code of something most visits never use.
const ProductSearchResults = lazy(() =>
  import('./components/product-search-results').then((m) => ({ default: m.ProductSearchResults })),
);

const gridClass = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3';

const backLink = (
  <Link
    to={paths.clientDashboard}
    className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-orange-800 hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Changer de ville
  </Link>
);

function UnknownCity() {
  return (
    <PageMessage icon={MapPinOff} title={MSG.villeNotFound}>
      <p className="text-stone-700">
        {MSG.cityUnknown} Choisissez une des villes desservies par Comoé Express.
      </p>
      <Link to={paths.clientDashboard} className={buttonVariants()}>
        {LABELS.seeCities}
      </Link>
    </PageMessage>
  );
}

function LoadingGrid() {
  return (
    <div className={gridClass} role="status" aria-label="Chargement des entreprises">
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl border border-border bg-white">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <SkeletonBars className="space-y-2 p-4" bars={['h-5 w-2/3', 'h-4 w-full', 'h-4 w-1/3']} />
        </div>
      ))}
    </div>
  );
}

export function CityPage({ cityName }: { cityName: string }) {
  const entreprises = useCityEntreprises(cityName);
  const villes = useVilles();
  // Typed in the list drawn before the app started: kept, with the caret, and the reader stays in the box.
  const searchBox = useRef<HTMLInputElement>(null);
  const search = useCitySearch(!entreprises.isPending, searchBox);
  const { text: query, category } = search;
  // Businesses filter as the client types; dishes are asked of the server once typing pauses.
  const productQuery = useDebounced(query, 250);

  const title = cityTitle(cityName, villes.data, entreprises.data?.[0]?.ville);

  const categories = useMemo(
    () => cityCategories(entreprises.data ?? [], category),
    [entreprises.data, category],
  );
  const shown = useMemo(
    () => filterEntreprises(entreprises.data ?? [], { query, category }),
    [entreprises.data, query, category],
  );

  if (entreprises.error instanceof ApiError && entreprises.error.status === 404) return <UnknownCity />;

  const filtered = query.trim() !== '' || category !== null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 pt-6 pb-28">
      <div className="space-y-3">
        {backLink}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="space-y-1">
            <h1 className="text-3xl font-extrabold tracking-tight text-stone-900">{title}</h1>
            <p className="text-stone-700">Choisissez une entreprise et composez votre commande.</p>
          </div>
        </div>
        <div className="relative max-w-xl">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-500"
            aria-hidden="true"
          />
          <Input
            ref={searchBox}
            type="search"
            aria-label="Rechercher une entreprise, un plat ou un produit"
            placeholder="Entreprise, plat, produit..."
            value={query}
            onChange={(event) => search.setText(event.target.value)}
            className="pl-10"
            autoComplete="off"
          />
        </div>
      </div>

      {canSearchProducts(productQuery) && (
        <Suspense fallback={<Skeleton className="h-24 w-full rounded-xl" aria-hidden="true" />}>
          <ProductSearchResults cityName={cityName} query={productQuery} />
        </Suspense>
      )}

      <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:gap-8">
        <aside className="lg:sticky lg:top-20 lg:w-64 lg:shrink-0">
          {entreprises.isPending ? (
            <div className="flex gap-2 overflow-hidden lg:flex-col" aria-hidden="true">
              {Array.from({ length: 5 }, (_, index) => (
                <Skeleton key={index} className="h-11 w-32 shrink-0 rounded-full lg:w-full lg:rounded-lg" />
              ))}
            </div>
          ) : (
            <CategoryFilter
              categories={categories}
              total={entreprises.data?.length ?? 0}
              selected={category}
              onSelect={search.setCategory}
            />
          )}
        </aside>

        <section aria-label="Entreprises" className="min-w-0 flex-1 space-y-4">
          {entreprises.isPending ? (
            <LoadingGrid />
          ) : entreprises.isError ? (
            <RetryAlert
              title="Erreur lors de la récupération des données."
              onRetry={() => void entreprises.refetch()}
            >
              {LABELS.entreprisesLoadFailed} {entreprises.error.message}
            </RetryAlert>
          ) : (
            <>
              <p className="text-sm text-stone-600" aria-live="polite">
                {entreprisesLabel(shown.length)}
              </p>
              {shown.length === 0 ? (
                <div className="flex flex-col items-center gap-3 rounded-2xl bg-orange-50 p-8 text-center">
                  <p className="text-stone-800">
                    {canSearchProducts(productQuery) && category === null
                      ? 'Aucun nom d’entreprise ne correspond : voyez les plats et produits ci-dessus.'
                      : 'Aucune entreprise ne correspond à votre recherche.'}
                  </p>
                  {filtered && (
                    <Button variant="outline" size="sm" onClick={search.clear}>
                      Effacer les filtres
                    </Button>
                  )}
                </div>
              ) : (
                <ul className={gridClass}>
                  {shown.map((entreprise) => (
                    <li key={entreprise.id}>
                      <BusinessCard entreprise={entreprise} cityName={cityName} />
                    </li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      </div>
      <FloatingCart />
    </div>
  );
}
