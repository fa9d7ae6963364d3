import { courierCheckPath } from '@comoe/shared/livreurs';
import type { CourierProfile } from '@comoe/shared/schemas/livreurs';
import { Printer } from 'lucide-react';
import { createPortal } from 'react-dom';
import { BrandMark } from '@/components/layout/brand-link';
import { Button } from '@/components/ui/button';
import { formatPhone } from '@/lib/format';
import { frenchDay, validityText } from './card-text';
import { QrCode } from './qr-code';
import './card-print.css';
import { LABELS } from '@/lib/labels';
import { COMPANY_NAME } from '@/lib/company';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[2.6cqw] leading-tight font-semibold tracking-wide text-stone-500 uppercase">
        {label}
      </dt>
      <dd className="truncate text-[3.8cqw] leading-tight font-bold text-stone-900">{value}</dd>
    </div>
  );
}

/**
 * The card itself, sized by its own width (container units): the same drawing on screen and at
 * 85.6 mm on paper.
 */
function CardFace({ profile }: { profile: CourierProfile }) {
  const name = `${profile.prenom} ${profile.nom}`;
  const checkUrl = `${window.location.origin}${courierCheckPath(profile.matricule, profile.jetonCarte)}`;
  return (
    <div className="@container flex aspect-[85.6/54] w-full flex-col overflow-hidden rounded-[3.5cqw] border border-stone-300 bg-white text-stone-900 print:h-full print:rounded-none print:border-0">
      <div className="flex items-center gap-[2cqw] bg-primary px-[4cqw] py-[1.5cqw] text-white">
        <BrandMark className="size-[6cqw] shrink-0" />
        <span className="flex-1 text-[3.8cqw] font-extrabold tracking-tight">{COMPANY_NAME}</span>
        <span className="text-[2.8cqw] font-semibold tracking-wider uppercase">Carte livreur</span>
      </div>
      <div className="flex min-h-0 flex-1 gap-[3cqw] px-[4cqw] py-[2cqw]">
        {profile.urlPhoto ? (
          <img
            src={profile.urlPhoto}
            alt={LABELS.photoOf(name)}
            className="h-[30cqw] w-[23cqw] shrink-0 rounded-[2cqw] bg-stone-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-[30cqw] w-[23cqw] shrink-0 items-center justify-center rounded-[2cqw] bg-orange-100 text-[8cqw] font-bold text-orange-900"
          >
            {`${profile.prenom.charAt(0)}${profile.nom.charAt(0)}`.toUpperCase()}
          </span>
        )}
        <dl className="grid min-w-0 flex-1 content-start gap-[0.8cqw]">
          <Row label="Nom" value={profile.nom} />
          <Row label={LABELS.prenom} value={profile.prenom} />
          <Row label={LABELS.telephone} value={formatPhone(profile.telephone)} />
          <Row label={LABELS.birthDate} value={frenchDay(profile.dateNaissance)} />
          <Row label="Matricule" value={profile.matricule} />
        </dl>
        <QrCode
          value={checkUrl}
          label={`Code QR de vérification du livreur ${profile.matricule}`}
          className="size-[22cqw] shrink-0 self-end"
        />
      </div>
      <p className="bg-stone-100 px-[4cqw] py-[1.5cqw] text-[3cqw] font-semibold text-stone-700">
        {validityText(profile.dateInscription)}
      </p>
    </div>
  );
}

/** The printable courier card (spec part 2 "Courier profile"), with its QR code and print button. */
export function CourierCard({ profile }: { profile: CourierProfile }) {
  return (
    <div className="flex flex-col items-center gap-4">
      <div data-testid="courier-card" className="w-full max-w-[400px]">
        <CardFace profile={profile} />
      </div>
      <p className="max-w-sm text-center text-sm text-stone-600">
        Le code QR ouvre la page de vérification publique : un client ou une entreprise peut vérifier que vous
        êtes bien livreur Comoé Express.
      </p>
      <Button size="lg" onClick={() => window.print()} className="w-full max-w-[400px]">
        <Printer aria-hidden="true" />
        Imprimer la carte
      </Button>
      {createPortal(
        <div className="courier-card-print" data-testid="courier-card-print" aria-hidden="true">
          <CardFace profile={profile} />
        </div>,
        document.body,
      )}
    </div>
  );
}
