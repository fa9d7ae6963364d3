import { TRANSPORT_LABELS } from '@comoe/shared/enums';
import { MSG } from '@comoe/shared/messages';
import type { CourierVerification } from '@comoe/shared/schemas/livreurs';

type Identity = NonNullable<CourierVerification['identite']>;
import { BadgeCheck, CircleAlert, MapPin, SearchX, Bike } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageFallback } from '@/components/page-fallback';
import { PersonAvatar } from '@/components/person-avatar';
import { buttonVariants } from '@/components/ui/button-variants';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { QueryProvider } from '@/lib/query-provider';
import { useCourierCheck } from './get-courier-check';
import { LABELS } from '@/lib/labels';

function Verdict({ ok, children }: { ok: boolean; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ring-1 ring-inset',
        ok ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-amber-100 text-amber-950 ring-amber-300',
      )}
    >
      {ok ? (
        <BadgeCheck className="size-4" aria-hidden="true" />
      ) : (
        <CircleAlert className="size-4" aria-hidden="true" />
      )}
      {children}
    </span>
  );
}

function CourierFound({ courier }: { courier: Identity }) {
  const name = `${courier.prenom} ${courier.nomInitiale}`;
  const trusted = courier.actif && courier.verifie;
  return (
    <article
      data-testid="courier-check"
      className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-white p-6 text-center shadow-sm"
    >
      <PersonAvatar name={name} photoUrl={courier.urlPhoto} className="size-28 text-3xl" />
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-stone-900">{name}</h1>
        <p className="text-sm text-stone-600">Livreur Comoé Express</p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Verdict ok={courier.verifie}>{courier.verifie ? LABELS.verified : 'Non vérifié'}</Verdict>
        <Verdict ok={courier.actif}>{courier.actif ? 'Compte actif' : LABELS.accountDisabled}</Verdict>
      </div>
      <dl className="grid w-full gap-2 text-left text-sm">
        <div className="flex items-center gap-2 rounded-xl bg-stone-50 px-3 py-2">
          <Bike className="size-4 text-stone-500" aria-hidden="true" />
          <dt className="text-stone-600">Transport :</dt>
          <dd className="font-semibold text-stone-900">{TRANSPORT_LABELS[courier.typeTransport]}</dd>
        </div>
        <div className="flex items-center gap-2 rounded-xl bg-stone-50 px-3 py-2">
          <MapPin className="size-4 text-stone-500" aria-hidden="true" />
          <dt className="text-stone-600">Ville :</dt>
          <dd className="font-semibold text-stone-900">{courier.ville ?? '—'}</dd>
        </div>
      </dl>
      <p className={cn('text-sm', trusted ? 'text-green-900' : 'text-amber-950')}>
        {trusted
          ? 'Ce livreur a été vérifié par Comoé Express et son compte est actif.'
          : courier.actif
            ? "Ce livreur n'a pas encore été vérifié par Comoé Express. En cas de doute, contactez-nous."
            : 'Ce compte de livreur est désactivé : ne lui confiez pas de commande et contactez Comoé Express.'}
      </p>
    </article>
  );
}

function NotFound({ message }: { message: string }) {
  return (
    <section className="flex flex-col items-center gap-4 py-10 text-center" role="alert">
      <SearchX className="size-14 text-stone-400" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-stone-900">Livreur introuvable</h1>
      <p className="text-stone-600">{message}</p>
      <Link to={paths.home} className={buttonVariants()}>
        {LABELS.backHome}
      </Link>
    </section>
  );
}

/**
 * Without the card's token (a matricule typed by hand, or walked from another): only whether it
 * is a current, verified courier. Matricules are sequential; names and photos stay behind the QR code.
 */
function VerdictOnly({ matricule, valide }: { matricule: string; valide: boolean }) {
  return (
    <article
      data-testid="courier-check-verdict"
      className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-white p-6 text-center shadow-sm"
    >
      <h1 className="font-mono text-xl font-bold text-stone-900">{matricule}</h1>
      <Verdict ok={valide}>{valide ? 'Livreur vérifié et actif' : 'Non reconnu'}</Verdict>
      <p className={cn('text-sm', valide ? 'text-green-900' : 'text-amber-950')}>
        {valide
          ? 'Ce matricule est celui d’un livreur Comoé Express vérifié, au compte actif.'
          : 'Ce matricule n’est pas celui d’un livreur Comoé Express vérifié et actif : ne lui confiez pas de commande et contactez-nous.'}
      </p>
      <p className="text-xs text-stone-500">Pour voir son nom et sa photo, scannez le QR code de sa carte.</p>
    </article>
  );
}

function Check({ matricule, cardToken }: { matricule: string; cardToken: string | null }) {
  const check = useCourierCheck(matricule, cardToken);
  if (check.isPending) return <PageFallback />;
  if (check.isError) {
    const missing =
      check.error instanceof ApiError && (check.error.status === 404 || check.error.status === 400);
    return <NotFound message={missing ? MSG.courierNotFound : check.error.message} />;
  }
  if (!check.data.identite) return <VerdictOnly matricule={matricule} valide={check.data.valide} />;
  return <CourierFound courier={check.data.identite} />;
}

/** /livreurs/verifier/:matricule, the page a courier card's QR code opens: public, no sign-in. */
export default function CourierCheckPage() {
  const { matricule = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8">
      <p className="mb-4 text-center text-sm font-semibold tracking-wide text-stone-500 uppercase">
        Vérification d'un livreur
      </p>
      <QueryProvider>
        <Check matricule={matricule} cardToken={search.get('c')} />
      </QueryProvider>
    </div>
  );
}
