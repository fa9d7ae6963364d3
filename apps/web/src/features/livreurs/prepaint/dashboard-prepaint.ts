import { preteVersLabel, showsPreteVers } from '@comoe/shared/commandes/prete-vers';
import { orderRef } from '@comoe/shared/commandes/reference';
import { MAX_MISSIONS_IN_PROGRESS } from '@comoe/shared/livreurs';
import { formatPhone } from '@comoe/shared/phone';
import type { Mission } from '@comoe/shared/schemas/commandes';
import type { CourierProfile, CourierStats } from '@comoe/shared/schemas/livreurs';
import type { EarlyWindow } from '@/lib/early-start';
import { formatFcfa } from '@/lib/format';
import { telHref } from '@/lib/maps';
import { earlyAnswer, fill, placeItems, showPage, storedUser } from '@/lib/prepaint/draw';
import { distanceTexts } from '../components/distance-texts';
import { itineraryUrl, nextStop, stopPlace } from '../components/maps-url';
import { statValues } from '../components/stat-values';
import { AVIS_MARK, COURIER_TOKENS as T, MAP_MARK, slotMark, type CourierTemplates } from './templates';

/**
 * On a 3G phone the courier area's code (~250 KB with its map) arrives seconds after its data,
 * which index.html asked for first (lib/early-start.ts). This script, loaded with that data for
 * a courier opening his missions, draws them from it with the markup the build rendered from the
 * dashboard's components: he reads the missions, calls, opens the way there; "Accepter" waits for
 * the app (lib/prepaint/draw.ts), which takes over when its list has the same data.
 */
export function prepaint(templates: CourierTemplates, win: EarlyWindow = window): void {
  if (!win.__comoeEarly || storedUser(win)?.role !== 'LIVREUR') return;
  if (!/^\/delivery-dashboard\/?$/.test(win.location.pathname) || /[?&]tab=/.test(win.location.search))
    return;
  const answer = <T>(url: string) => earlyAnswer<T>(win, url);
  void Promise.all([
    answer<CourierProfile>('/api/livreurs/me'),
    answer<CourierStats>('/api/livreurs/stats-du-jour'),
    answer<Mission[]>('/api/livreurs/mes-missions'),
  ])
    .then(async ([profile, stats, current]) => {
      // An unverified courier's page says where his verification stands: the app's to draw.
      if (!profile.verifie) return;
      const offers = profile.disponible ? await answer<Mission[]>('/api/livreurs/missions-disponibles') : [];
      const html = courierPage(templates, {
        profile,
        stats,
        current,
        offers,
        userAgent: win.navigator.userAgent,
      });
      if (html) showPage(win.document, html, { inert: true });
    })
    .catch(() => undefined);
}

/** The missions tab as the dashboard draws it once its data is in. */
export function courierPage(
  templates: CourierTemplates,
  data: {
    profile: CourierProfile;
    stats: CourierStats;
    current: Mission[];
    offers: Mission[];
    userAgent: string;
  },
): string | null {
  const { profile, stats, current, offers } = data;
  if (!Array.isArray(current) || !Array.isArray(offers)) return null;
  const available = profile.disponible;
  const page = !available
    ? templates.pages.off
    : offers.length === 0
      ? templates.pages.empty
      : templates.pages.missions;
  const [livraisons, gains, distance, evaluation] = statValues(stats);
  const filled = fill(page, {
    [T.nom]: `${profile.prenom} ${profile.nom}`,
    [T.livraisons]: livraisons.value,
    [T.gains]: gains.value,
    [T.distance]: distance.value,
    [T.evaluation]: evaluation.value,
  });
  const atCap = current.length >= MAX_MISSIONS_IN_PROGRESS;
  const cards = offers.map((mission) => missionCard(templates, mission, atCap, data.userAgent));
  // Unavailable with nothing to carry: no map, as the app.
  const map = available || current.length > 0 ? templates.map : '';
  const avis = evaluation.detail ? fill(templates.avis, { [T.avis]: evaluation.detail }) : '';
  return placeItems(placeItems(placeItems(filled, cards), [map], MAP_MARK), [avis], AVIS_MARK);
}

function missionCard(
  templates: CourierTemplates,
  mission: Mission,
  atCap: boolean,
  userAgent: string,
): string {
  const { slots } = templates;
  const distance = distanceTexts(mission);
  const stop = nextStop(mission);
  const phone = (telephone: string) => ({ [T.tel]: formatPhone(telephone), [T.telHref]: telHref(telephone) });
  const parts: Record<string, string> = {
    badge: templates.badges[mission.statut] ?? '',
    prete: showsPreteVers(mission.statut, mission.preteVers)
      ? fill(slots.prete, { [T.prete]: preteVersLabel(mission.preteVers) })
      : '',
    businessPhone: mission.entrepriseTelephone
      ? fill(slots.businessPhone, {
          [T.entreprise]: mission.entrepriseNom,
          ...phone(mission.entrepriseTelephone),
        })
      : '',
    info: mission.infoSupplementaireLivraison
      ? fill(slots.info, { [T.info]: mission.infoSupplementaireLivraison })
      : '',
    distance: distance.fromYou || distance.trip ? slots.distance : '',
    cap: atCap ? fill(slots.cap, { [T.missionId]: mission.id }) : '',
  };
  let card = fill(templates.card, {
    [T.missionId]: mission.id,
    [T.ref]: orderRef(mission.id),
    [T.entreprise]: mission.entrepriseNom,
    [T.gain]: formatFcfa(mission.gain),
    [T.client]: mission.clientNom,
    ...phone(mission.clientTelephone),
    [T.retrait]: mission.entrepriseAdresse ?? mission.entrepriseNom,
    [T.livraison]: mission.livraisonAdresse,
    [T.itineraire]: itineraryUrl(mission, userAgent),
    [T.vers]: stopPlace(stop),
    [T.arret]: stop.name,
  });
  for (const [slot, html] of Object.entries(parts)) card = placeItems(card, [html], slotMark(slot));
  // Inside the distance line, once it is in place.
  card = placeItems(
    card,
    [distance.fromYou ? fill(slots.vous, { [T.vous]: distance.fromYou }) : ''],
    slotMark('vous'),
  );
  return placeItems(
    card,
    [distance.trip ? fill(slots.trajet, { [T.trajet]: distance.trip }) : ''],
    slotMark('trajet'),
  );
}
