import { TRANSPORT_LABELS } from '@comoe/shared/enums';
import { CHANGE_REQUEST_MSG, type AdminChangeRequest } from '@comoe/shared/schemas/courier-change-requests';
import { Check, X } from 'lucide-react';
import { ErrorState } from '@/components/list-states';
import { formatDateTime } from '@/lib/dates';
import { formatPhone } from '@/lib/format';
import { useDecideChangeRequest, usePendingChangeRequests } from '../../api/courier-change-requests';
import { DecisionActions } from './decision-actions';
import { useDecision } from './use-decision';

/** Each change asked: "Moto → Vélo", "Bassam → Abidjan". */
function changes(r: AdminChangeRequest): string[] {
  const list: string[] = [];
  if (r.typeTransport)
    list.push(`Véhicule : ${TRANSPORT_LABELS[r.ancienTypeTransport]} → ${TRANSPORT_LABELS[r.typeTransport]}`);
  if (r.villeId !== null) list.push(`Ville : ${r.ancienneVilleNom ?? 'aucune'} → ${r.villeNom ?? '—'}`);
  return list;
}

function RequestCard({ request }: { request: AdminChangeRequest }) {
  const decision = useDecision(useDecideChangeRequest(), {
    who: request.livreurNom,
    send: (approve, motif) => ({
      id: request.id,
      decision: approve ? ('APPROUVEE' as const) : ('REFUSEE' as const),
      ...(motif ? { motif } : {}),
    }),
    approved: CHANGE_REQUEST_MSG.approved,
    refused: CHANGE_REQUEST_MSG.refused,
  });
  return (
    <li
      data-testid="change-request"
      aria-label={request.livreurNom}
      className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3"
    >
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{request.livreurNom}</p>
        <p className="text-xs text-stone-600">
          {request.matricule} · {formatPhone(request.telephone)} · {formatDateTime(request.createdAt)}
        </p>
      </div>
      <ul className="text-sm text-stone-800">
        {changes(request).map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="text-sm [overflow-wrap:anywhere] text-stone-700">Motif : « {request.motif} »</p>
      <DecisionActions
        {...decision}
        approve={{
          label: 'Approuver',
          icon: Check,
          title: `Approuver la demande de ${request.livreurNom} ?`,
          description:
            'Son profil change aussitôt ; s’il change de ville, il reçoit les missions de sa nouvelle ville.',
          pendingLabel: 'Enregistrement…',
        }}
        refuse={{
          icon: X,
          title: `Refuser la demande de ${request.livreurNom}`,
          description: 'Le livreur est prévenu et lit ce motif.',
        }}
      />
    </li>
  );
}

/**
 * Issue 22 §4: the couriers' pending requests to change vehicle or city, beside the papers'
 * queue; nothing shows while none waits.
 */
export function ChangeRequestsPanel() {
  const requests = usePendingChangeRequests();
  if (requests.isError && !requests.data)
    return <ErrorState message={CHANGE_REQUEST_MSG.loadFailed} onRetry={() => void requests.refetch()} />;
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <section aria-labelledby="demandes-changement" className="flex flex-col gap-2">
      <h2 id="demandes-changement" className="text-base font-semibold text-stone-900">
        Demandes de changement ({requests.data.length})
      </h2>
      <ul className="flex flex-col gap-2">
        {requests.data.map((r) => (
          <RequestCard key={r.id} request={r} />
        ))}
      </ul>
    </section>
  );
}
