import { MSG } from '@comoe/shared/messages';
import type { CourierVerificationStatus } from '@comoe/shared/schemas/courier-verification';
import { VERIFICATION_STATE_LABELS } from '@comoe/shared/schemas/courier-verification';
import { FileWarning, ShieldAlert, ShieldX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSendDocument, type CourierDocumentKind } from '../api/send-document';
import { failureMessage } from '../errors';
import { TEXT } from '../texts';
import { PhotoPicker } from './photo-picker';
import { LABELS } from '@/lib/labels';

type Document = {
  kind: CourierDocumentKind;
  label: string;
  send: string;
  field: 'cniPhotoUrl' | 'permisPhotoUrl';
};

const DOCUMENTS: Document[] = [
  { kind: 'cni', label: LABELS.cniPhoto, send: 'Envoyer la CNI', field: 'cniPhotoUrl' },
  {
    kind: 'license',
    label: LABELS.licensePhoto,
    send: 'Envoyer le permis',
    field: 'permisPhotoUrl',
  },
];

/** One document: chosen, then sent on its own button (a phone's upload may fail: he retries it). */
function DocumentUpload({ userId, document, sent }: { userId: number; document: Document; sent: boolean }) {
  const { kind, label } = document;
  const [photo, setPhoto] = useState<File | null>(null);
  const send = useSendDocument(userId);
  return (
    <div className="min-w-0 space-y-2 rounded-xl border border-border bg-white p-3">
      <PhotoPicker
        id={`document-${kind}`}
        label={label}
        camera="environment"
        photo={photo}
        onPhoto={setPhoto}
      />
      <p className="text-xs text-stone-600">{sent ? TEXT.documentSent : TEXT.documentMissing}</p>
      <Button
        type="button"
        className="w-full"
        disabled={!photo || send.isPending}
        onClick={() => photo && send.mutate({ kind, file: photo }, { onSuccess: () => setPhoto(null) })}
      >
        {send.isPending ? 'Envoi…' : document.send}
      </Button>
      {send.isError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {failureMessage(send.error, TEXT.documentFailed)}
        </p>
      )}
    </div>
  );
}

/**
 * Where his verification stands, in place of the availability switch until he is verified
 * (issue 20 §2): waiting for an admin, documents missing, or refused with the admin's reason —
 * then he answers with new photos.
 */
export function VerificationStatus({
  userId,
  verification,
}: {
  userId: number;
  verification: CourierVerificationStatus;
}) {
  const { etat } = verification;
  const refused = etat === 'REFUSEE';
  const missing = etat === 'DOCUMENTS_MANQUANTS';
  const Icon = refused ? ShieldX : missing ? FileWarning : ShieldAlert;
  return (
    <section
      role="status"
      data-testid="verification-pending"
      data-state={etat}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border px-4 py-3 shadow-sm',
        refused ? 'border-red-300 bg-red-50 text-red-950' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p className="font-bold">{MSG.courierNotVerified}</p>
          <p className="text-sm font-semibold" data-testid="verification-state">
            {VERIFICATION_STATE_LABELS[etat]}
          </p>
          {refused && verification.motif && (
            <p className="text-sm" data-testid="verification-motif">
              Motif : {verification.motif}
            </p>
          )}
          <p className="text-sm">
            {refused
              ? TEXT.verificationRefused
              : missing
                ? TEXT.verificationMissing
                : TEXT.verificationPending}
          </p>
        </div>
      </div>
      {(refused || missing) && (
        <div className="grid gap-2 sm:grid-cols-2">
          {DOCUMENTS.map((d) => (
            <DocumentUpload key={d.kind} userId={userId} document={d} sent={verification[d.field] !== null} />
          ))}
        </div>
      )}
    </section>
  );
}
