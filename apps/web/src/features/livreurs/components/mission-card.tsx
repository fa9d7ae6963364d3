import { LateBadge } from '@/components/orders/late-badge';
import type { Mission } from '@comoe/shared/schemas/commandes';
import { Clock, CloudOff, Navigation, Store, UserRound, MapPin, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatFcfa } from '@/lib/format';
import { orderRef } from '@comoe/shared/commandes/reference';
import { preteVersLabel, showsPreteVers } from '@comoe/shared/commandes/prete-vers';
import type { HandoverView } from '../offline/handover-view';
import { TEXT } from '../texts';
import { CallLink } from './call-link';
import { distanceTexts } from './distance-texts';
import { MapsLinks } from './maps-links';
import { MissionBadge } from './mission-badge';
import { MissionHeader } from './mission-header';
import { RedNotice } from './red-notice';

function Line({ icon: Icon, label, children }: { icon: typeof Store; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2.5">
      <Icon className="mt-0.5 size-4 shrink-0 text-stone-500" aria-hidden="true" />
      <div className="min-w-0 text-sm">
        <p className="text-xs font-medium text-stone-500">{label}</p>
        <div className="break-words text-stone-900">{children}</div>
      </div>
    </div>
  );
}

type MissionCardProps = {
  mission: Mission;
  /** The status with what waits on the phone applied; the server's alone by default. */
  view?: HandoverView;
  /** The buttons under the card. */
  children?: ReactNode;
};

/** A mission as the courier needs it in the street: who, where, how much, and the next move. */
export function MissionCard({ mission, view, children }: MissionCardProps) {
  const statut = view?.statut ?? mission.statut;
  const distance = distanceTexts(mission);
  return (
    <article
      data-testid="mission-card"
      data-mission-id={mission.id}
      aria-label={`Mission ${orderRef(mission.id)}, ${mission.entrepriseNom}`}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-white p-4 shadow-sm"
    >
      <MissionHeader mission={mission}>
        <MissionBadge statut={statut} />
      </MissionHeader>

      <div className="flex items-baseline justify-between gap-2 rounded-xl bg-green-50 px-3 py-2">
        <span className="text-sm font-medium text-green-900">Votre gain</span>
        <span className="text-lg font-bold text-green-900 tabular-nums">{formatFcfa(mission.gain)}</span>
      </div>

      {showsPreteVers(statut, mission.preteVers) && (
        <p
          data-testid="mission-ready-time"
          className="flex items-center gap-2 text-sm font-semibold text-stone-900"
        >
          <Clock className="size-4 text-orange-700" aria-hidden="true" />
          {preteVersLabel(mission.preteVers)}
          <LateBadge minutes={mission.enRetardMin} />
        </p>
      )}

      <Line icon={UserRound} label="Client">
        <p className="font-semibold">{mission.clientNom}</p>
        <CallLink phone={mission.clientTelephone} who={mission.clientNom} />
      </Line>
      <Line icon={Store} label="Retrait">
        <p>{mission.entrepriseAdresse ?? mission.entrepriseNom}</p>
        {mission.entrepriseTelephone && (
          <CallLink phone={mission.entrepriseTelephone} who={mission.entrepriseNom} />
        )}
      </Line>
      <Line icon={MapPin} label="Livraison">
        <p>{mission.livraisonAdresse}</p>
        {mission.infoSupplementaireLivraison && (
          <p className="text-stone-600">{mission.infoSupplementaireLivraison}</p>
        )}
      </Line>
      {(distance.fromYou || distance.trip) && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <Navigation className="size-4 text-stone-500" aria-hidden="true" />
          {distance.fromYou && <span data-testid="distance">{distance.fromYou}</span>}
          {distance.trip && <span data-testid="trip">{distance.trip}</span>}
        </p>
      )}

      <MapsLinks mission={mission} />

      {view?.refused && (
        <RedNotice role="alert" testId="handover-refused" icon={TriangleAlert} title={TEXT.codeInvalid}>
          {view.refused.refusal || TEXT.verifyFailed}
        </RedNotice>
      )}
      {view?.waiting && (
        <p
          data-testid="waiting-network"
          className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
        >
          <CloudOff className="size-4 shrink-0" aria-hidden="true" />
          {TEXT.waitingNetwork}
        </p>
      )}
      {children}
    </article>
  );
}
