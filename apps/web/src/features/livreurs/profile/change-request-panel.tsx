import { TRANSPORT_LABELS, TRANSPORTS, type Transport } from '@comoe/shared/enums';
import {
  CHANGE_REQUEST_LABELS,
  changeRequestBodySchema,
  MOTIF_MAX,
  type ChangeRequest,
} from '@comoe/shared/schemas/courier-change-requests';
import type { CourierProfile } from '@comoe/shared/schemas/livreurs';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useVilles } from '@/api/get-villes';
import { SelectField, TextareaField } from '@/components/form-fields';
import { ErrorState, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { LABELS } from '@/lib/labels';
import { useChangeRequests, useSendChangeRequest } from '../api/change-requests';
import { failureMessage } from '../errors';

/** "Moto → Vélo · Bassam → Abidjan": only what the request changes. */
function changeSummary(r: ChangeRequest): string {
  const parts: string[] = [];
  if (r.typeTransport)
    parts.push(`${TRANSPORT_LABELS[r.ancienTypeTransport]} → ${TRANSPORT_LABELS[r.typeTransport]}`);
  if (r.villeId !== null) parts.push(`${r.ancienneVilleNom ?? 'Sans ville'} → ${r.villeNom ?? '—'}`);
  return parts.join(' · ');
}

function RequestItem({ request }: { request: ChangeRequest }) {
  const tone =
    request.statut === 'EN_ATTENTE'
      ? 'border-amber-200 bg-amber-50'
      : request.statut === 'APPROUVEE'
        ? 'border-green-200 bg-green-50'
        : 'border-red-200 bg-red-50';
  return (
    <li data-testid="demande-changement" className={`space-y-1 rounded-xl border p-3 text-sm ${tone}`}>
      <p className="flex flex-wrap items-center justify-between gap-1">
        <strong className="text-stone-900">{changeSummary(request)}</strong>
        <span className="text-xs font-semibold text-stone-700">{CHANGE_REQUEST_LABELS[request.statut]}</span>
      </p>
      <p className="text-xs text-stone-600">
        {formatDateTime(request.createdAt)} · « {request.motif} »
      </p>
      {request.motifRefus && (
        <p className="text-xs text-red-900">
          {LABELS.refusalReason} {request.motifRefus}
        </p>
      )}
    </li>
  );
}

type Errors = Partial<Record<'typeTransport' | 'villeId' | 'motif', string>>;

function RequestForm({ profile }: { profile: CourierProfile }) {
  const id = useId();
  const villes = useVilles();
  const send = useSendChangeRequest();
  const [typeTransport, setTypeTransport] = useState<Transport>(profile.typeTransport);
  const [villeId, setVilleId] = useState<string>(profile.villeId === null ? '' : String(profile.villeId));
  const [motif, setMotif] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ville = villeId === '' ? null : Number(villeId);
    // Only what differs is asked: the server says so too when nothing does.
    const parsed = changeRequestBodySchema.safeParse({
      typeTransport: typeTransport === profile.typeTransport ? null : typeTransport,
      villeId: ville === profile.villeId ? null : ville,
      motif,
    });
    if (!parsed.success) {
      const messageFor = (field: keyof Errors) =>
        parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setErrors({ typeTransport: messageFor('typeTransport'), motif: messageFor('motif') });
      return;
    }
    setErrors({});
    send.mutate(parsed.data, { onSuccess: () => setMotif('') });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Demander un changement" className="space-y-3">
      <p className="text-sm text-stone-700">
        Un administrateur examine votre demande. Une fois approuvée, votre profil change et vous recevez les
        missions de votre nouvelle ville.
      </p>
      <SelectField
        id={`${id}-transport`}
        label="Véhicule"
        value={typeTransport}
        error={errors.typeTransport}
        onChange={(event) => setTypeTransport(event.target.value as Transport)}
        disabled={send.isPending}
      >
        {TRANSPORTS.map((t) => (
          <option key={t} value={t}>
            {TRANSPORT_LABELS[t]}
            {t === profile.typeTransport ? ' (actuel)' : ''}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${id}-ville`}
        label="Ville"
        value={villeId}
        onChange={(event) => setVilleId(event.target.value)}
        disabled={send.isPending || !villes.data}
      >
        {profile.villeId === null && <option value="">{LABELS.select}</option>}
        {(villes.data ?? []).map((v) => (
          <option key={v.id} value={String(v.id)}>
            {v.nom}
            {v.id === profile.villeId ? ' (actuelle)' : ''}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id={`${id}-motif`}
        label="Motif"
        error={errors.motif}
        rows={3}
        maxLength={MOTIF_MAX}
        value={motif}
        onChange={(event) => setMotif(event.target.value)}
        disabled={send.isPending}
        className="min-h-20 bg-white"
      />
      <Button type="submit" disabled={send.isPending} className="w-full sm:w-auto">
        <Send aria-hidden="true" />
        {send.isPending ? LABELS.sending : 'Envoyer la demande'}
      </Button>
    </form>
  );
}

/**
 * Issue 22 §4 'Véhicule et ville': ask an admin for another vehicle or city, with a reason. One
 * request waits at a time: while it does, it is shown instead of the form.
 */
export function ChangeRequestPanel({ profile }: { profile: CourierProfile }) {
  const requests = useChangeRequests();
  if (!requests.data) {
    if (requests.isError)
      return (
        <ErrorState
          message={failureMessage(requests.error, 'Impossible de charger vos demandes de changement.')}
          onRetry={() => void requests.refetch()}
        />
      );
    return <ListSkeleton rows={2} className="h-20 rounded-xl" />;
  }
  const pending = requests.data.find((r) => r.statut === 'EN_ATTENTE');
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-white p-4 shadow-sm">
      <h3 className="text-base font-semibold text-stone-900">Changer de véhicule ou de ville</h3>
      {pending ? (
        <p className="text-sm text-stone-700" role="status">
          Votre demande est en attente de la réponse d’un administrateur.
        </p>
      ) : (
        <RequestForm profile={profile} />
      )}
      {requests.data.length > 0 && (
        <section aria-label="Mes demandes" className="space-y-2">
          <h4 className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Mes demandes</h4>
          <ul className="space-y-2">
            {requests.data.map((r) => (
              <RequestItem key={r.id} request={r} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
