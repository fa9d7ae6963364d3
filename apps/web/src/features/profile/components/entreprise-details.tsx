import { Link } from 'react-router';
import { Star } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Skeleton } from '@/components/ui/skeleton';
import { useVilles } from '@/api/get-villes';
import { formatPhone } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useOwnEntreprise, type OwnEntreprise } from '@/api/get-own-entreprise';
import { LABELS } from '@/lib/labels';

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{term}</dt>
      <dd className="truncate text-sm text-stone-900">{value}</dd>
    </div>
  );
}

function ratingText({ rating, nombreAvis }: OwnEntreprise): string {
  if (rating === null || nombreAvis === 0) return 'Pas encore d’avis';
  const avis = nombreAvis > 1 ? `${nombreAvis} avis` : '1 avis';
  return `${rating.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} / 5 (${avis})`;
}

function Details({ entreprise }: { entreprise: OwnEntreprise }) {
  const ville = useVilles().data?.find((v) => v.id === entreprise.villeId)?.nom;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        {entreprise.photoUrl ? (
          <img
            src={entreprise.photoUrl}
            alt=""
            className="size-14 shrink-0 rounded-xl object-cover ring-1 ring-border"
          />
        ) : (
          <span aria-hidden="true" className="size-14 shrink-0 rounded-xl bg-orange-100" />
        )}
        <div className="min-w-0">
          <p className="font-semibold break-words text-stone-900">{entreprise.nom}</p>
          <p className="flex items-center gap-1 text-sm text-stone-600">
            <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
            {ratingText(entreprise)}
          </p>
        </div>
        <span
          className={`ml-auto shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
            entreprise.ouverte ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-700'
          }`}
        >
          {entreprise.ouverte ? 'Ouverte' : 'Fermée'}
        </span>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail term="Ville" value={ville ?? '—'} />
        <Detail term="Adresse" value={entreprise.adresse ?? 'Non renseignée'} />
        <Detail
          term={LABELS.telephone}
          value={entreprise.telephone ? formatPhone(entreprise.telephone) : 'Non renseigné'}
        />
        <Detail term="Email" value={entreprise.email ?? 'Non renseigné'} />
        <Detail term="Délai de livraison" value={entreprise.delaiLivraison} />
      </dl>
      <Link to={paths.businessDashboard} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        Gérer mon entreprise
      </Link>
    </div>
  );
}

/** What clients see of the owner's business, read from GET /api/entreprises/me. */
export function EntrepriseDetails() {
  const entreprise = useOwnEntreprise(true);
  if (entreprise.isPending) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label={LABELS.loadingEntreprise}>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (entreprise.isError) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{LABELS.entrepriseLoadFailed}</AlertTitle>
        <AlertDescription>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void entreprise.refetch()}>
            Réessayer
          </Button>
        </AlertDescription>
      </Alert>
    );
  }
  return <Details entreprise={entreprise.data} />;
}
