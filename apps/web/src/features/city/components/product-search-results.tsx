import type { RechercheEntreprise } from '@comoe/shared/schemas/recherche';
import { foldSearchText, searchTerms } from '@comoe/shared/search-text';
import { Store } from 'lucide-react';
import { Link } from 'react-router';
import { OpeningBadge } from '@/components/opening-badge';
import { RetryButton } from '@/components/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFcfa } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useProductSearch } from '../api/search-products';

/** The business page, scrolled to the product tapped. */
const productLink = (entrepriseId: number, cityName: string, produitId: number) =>
  `${paths.business(entrepriseId, cityName)}#produit-${produitId}`;

/** Found by its description, not its name: the description says why it is there. */
function foundByDescription(nom: string, query: string): boolean {
  const folded = foldSearchText(nom);
  return !searchTerms(query).every((term) => folded.includes(term));
}

function Group({
  entreprise,
  cityName,
  query,
}: {
  entreprise: RechercheEntreprise;
  cityName: string;
  query: string;
}) {
  return (
    <li className="overflow-hidden rounded-2xl border border-border bg-white">
      <Link
        to={paths.business(entreprise.id, cityName)}
        className="flex min-h-11 items-center gap-2 border-b border-border bg-orange-50/60 px-3 py-2 font-bold text-stone-900 hover:text-orange-800"
      >
        <Store className="size-4 shrink-0 text-orange-700" aria-hidden="true" />
        <span className="min-w-0 truncate">{entreprise.nom}</span>
        <OpeningBadge entreprise={entreprise} className="ml-auto shrink-0 max-sm:max-w-[55%]" />
      </Link>
      <ul className="divide-y divide-border">
        {entreprise.produits.map((produit) => (
          <li key={produit.id}>
            <Link
              to={productLink(entreprise.id, cityName, produit.id)}
              data-testid="search-product"
              className="flex min-h-11 items-center justify-between gap-3 px-3 py-2 text-sm hover:bg-orange-50"
            >
              <span className="min-w-0">
                <span className={produit.disponible ? 'text-stone-900' : 'text-stone-500'}>
                  {produit.nom}
                </span>
                {!produit.disponible && (
                  <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">
                    Épuisé
                  </span>
                )}
                {produit.description && foundByDescription(produit.nom, query) && (
                  <span className="block truncate text-xs text-stone-600">{produit.description}</span>
                )}
              </span>
              <span className="font-semibold whitespace-nowrap text-stone-900">
                {formatFcfa(produit.prix)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** Dishes and products matching the search box, below it, grouped by business. */
export function ProductSearchResults({ cityName, query }: { cityName: string; query: string }) {
  const search = useProductSearch(cityName, query);

  let body;
  if (search.isPending) {
    body = (
      <div className="space-y-2" role="status" aria-label="Recherche en cours">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  } else if (search.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">
        <p>Recherche impossible : {search.error.message}</p>
        <RetryButton onRetry={() => void search.refetch()} />
      </div>
    );
  } else if (search.data.entreprises.length === 0) {
    body = (
      <p className="text-sm text-stone-700">
        Aucun plat ni produit ne correspond dans les entreprises ouvertes.
      </p>
    );
  } else {
    body = (
      <ul className="grid gap-3 md:grid-cols-2">
        {search.data.entreprises.map((entreprise) => (
          <Group key={entreprise.id} entreprise={entreprise} cityName={cityName} query={query} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="recherche-produits-titre" className="space-y-3" aria-busy={search.isFetching}>
      <h2 id="recherche-produits-titre" className="text-lg font-bold text-stone-900">
        Plats et produits
      </h2>
      {body}
    </section>
  );
}
