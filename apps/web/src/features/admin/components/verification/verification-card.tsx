import { TRANSPORT_LABELS } from '@comoe/shared/enums';
import {
  VERIFICATION_STATE_LABELS,
  type VerificationQueueItem,
} from '@comoe/shared/schemas/courier-verification';
import { BadgeCheck, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { PrivatePhoto } from '@/components/private-photo';
import { formatDateTime } from '@/lib/dates';
import { formatPhone } from '@/lib/format';
import { useSetLivreurVerification } from '../../api/set-livreur-verification';
import { DecisionActions } from './decision-actions';
import { useDecision } from './use-decision';
import { LABELS } from '@/lib/labels';
import { TEXT } from '../../texts';

const UNAVAILABLE = 'Impossible d’afficher ce document.';

function Document({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-semibold text-stone-700">{title}</figcaption>
      {children}
    </figure>
  );
}

function Missing() {
  return <p className="rounded-xl bg-stone-100 p-6 text-center text-sm text-stone-600">Non envoyé</p>;
}

/**
 * One courier of the queue: his profile photo, ID card and licence side by side (a click opens
 * each as large as the screen), then 'Vérifier' (asked first) or 'Refuser' (with the reason he reads).
 */
export function VerificationCard({ courier }: { courier: VerificationQueueItem }) {
  const name = `${courier.prenom} ${courier.nom}`;
  const decision = useDecision(useSetLivreurVerification(), {
    who: name,
    send: (isVerified, motif) => ({ id: courier.id, isVerified, ...(motif ? { motif } : {}) }),
    approved: TEXT.courierVerified,
    refused: VERIFICATION_STATE_LABELS.REFUSEE,
  });
  const papers = courier.cniPhotoUrl !== null && courier.permisPhotoUrl !== null;
  return (
    <article
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4"
      data-testid="verification-card"
      aria-label={name}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-stone-900">{name}</h2>
          <p className="text-sm text-stone-600">
            {courier.matricule} · {formatPhone(courier.telephone)} · {TRANSPORT_LABELS[courier.typeTransport]}
            {courier.ville ? ` · ${courier.ville}` : ''}
          </p>
          <p className="text-xs text-stone-500">
            {courier.documentsAt
              ? `Documents envoyés le ${formatDateTime(courier.documentsAt)}`
              : `Inscrit le ${formatDateTime(courier.dateInscription)}`}
          </p>
        </div>
        <span className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-950">
          {VERIFICATION_STATE_LABELS[courier.etat]}
        </span>
      </header>
      {courier.motif && (
        <p className="text-sm text-red-900">
          {LABELS.refusalReason} {courier.motif}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3">
        <Document title={LABELS.profilePhoto}>
          {courier.urlPhoto ? (
            <img
              src={courier.urlPhoto}
              alt={`Photo de profil de ${name}`}
              className="w-full rounded-xl bg-stone-100 object-contain"
            />
          ) : (
            <Missing />
          )}
        </Document>
        <Document title="CNI (recto)">
          {courier.cniPhotoUrl ? (
            <PrivatePhoto url={courier.cniPhotoUrl} alt={`CNI de ${name}`} unavailable={UNAVAILABLE} />
          ) : (
            <Missing />
          )}
        </Document>
        <Document title="Permis de conduire">
          {courier.permisPhotoUrl ? (
            <PrivatePhoto url={courier.permisPhotoUrl} alt={`Permis de ${name}`} unavailable={UNAVAILABLE} />
          ) : (
            <Missing />
          )}
        </Document>
      </div>
      <DecisionActions
        {...decision}
        approve={{
          label: 'Vérifier',
          icon: BadgeCheck,
          title: `Vérifier ${name} ?`,
          description:
            'Sa CNI et son permis sont lisibles et correspondent à son profil : il pourra se rendre disponible et recevoir des missions.',
          pendingLabel: 'Vérification…',
          disabled: !papers,
          wide: true,
        }}
        refuse={
          courier.etat === 'REFUSEE'
            ? undefined
            : {
                icon: ShieldX,
                title: `Refuser les documents de ${name}`,
                description:
                  'Le livreur lit ce motif sur son tableau de bord et peut envoyer de nouvelles photos.',
              }
        }
      />
    </article>
  );
}
