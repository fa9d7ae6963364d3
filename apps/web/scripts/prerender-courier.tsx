// The courier's missions tab as templates (src/features/livreurs/prepaint): the dashboard's own
// components rendered with placeholder data. Imported by prerender-pages.tsx once its blank
// browser is in place.
import { ORDER_STATUSES } from '@comoe/shared/enums';
import { preteVersLabel } from '@comoe/shared/commandes/prete-vers';
import { orderRef } from '@comoe/shared/commandes/reference';
import { formatPhone } from '@comoe/shared/phone';
import type { Mission } from '@comoe/shared/schemas/commandes';
import type { CourierProfile, CourierStats } from '@comoe/shared/schemas/livreurs';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { courierKeys } from '../src/features/livreurs/api/query-keys.ts';
import { MissionBadge } from '../src/features/livreurs/components/mission-badge.tsx';
import { itineraryUrl } from '../src/features/livreurs/components/maps-url.ts';
import { statValues } from '../src/features/livreurs/components/stat-values.ts';
import { DeliveryDashboardPage } from '../src/features/livreurs/delivery-dashboard-page.tsx';
import {
  COURIER_TOKENS as T,
  slotMark,
  type CourierTemplates,
} from '../src/features/livreurs/prepaint/templates.ts';
import { formatFcfa } from '../src/lib/format.ts';
import { telHref } from '../src/lib/maps.ts';
import { ITEMS_MARK } from '../src/lib/prepaint/tokens.ts';
import { queryClient } from '../src/lib/query-client.ts';

const MISSION_ID = 'zqzqzq00-0000-4000-8000-000000000000';
const CLIENT_PHONE = '0701020304';
const BUSINESS_PHONE = '0705060708';
const GAIN = 987_654;
const PRETE_VERS = '2026-05-12T10:25:00.000Z';
/** Figures no card shows by chance: each becomes its placeholder. */
const STATS: CourierStats = {
  livraisonsAujourdHui: 97,
  revenusDuJour: 876_543,
  distanceParcourue: 86.4,
  evaluation: 7.6,
  nombreAvis: 75,
};

const profile = (disponible: boolean): CourierProfile => ({
  id: 3,
  nom: T.nom,
  prenom: '',
  telephone: '0700000003',
  dateNaissance: null,
  cni: null,
  permis: null,
  matricule: 'LIV-2026-000001',
  urlPhoto: null,
  typeTransport: 'MOTO',
  villeId: 1,
  disponible,
  verifie: true,
  statut: 'ACTIF',
  dateInscription: '2026-01-01T00:00:00.000Z',
  verification: { etat: 'VERIFIEE', motif: null, cniPhotoUrl: null, permisPhotoUrl: null, documentsAt: null },
  jetonCarte: 'x',
});

const mission: Mission = {
  id: MISSION_ID,
  idCommande: MISSION_ID,
  statut: 'EN_ATTENTE_LIVREUR',
  dateCommande: '2026-05-12T10:00:00.000Z',
  entrepriseNom: T.entreprise,
  entrepriseTelephone: BUSINESS_PHONE,
  entrepriseAdresse: T.retrait,
  latitudeEntreprise: 5.2,
  longitudeEntreprise: -3.7,
  livraisonAdresse: T.livraison,
  infoSupplementaireLivraison: T.info,
  latitudeLivraison: 5.21,
  longitudeLivraison: -3.71,
  clientNom: T.client,
  clientTelephone: CLIENT_PHONE,
  total: 1000,
  fraisLivraison: 500,
  typePaiement: 'ESPECES',
  distanceKm: 1,
  distanceLivraisonKm: 2,
  gain: GAIN,
  villeNom: 'Bassam',
  dateLivraison: null,
  codeBloque: false,
  delaiPreparationMin: 20,
  preteVers: PRETE_VERS,
  enRetardMin: null,
};

/** The markup is read back from the blank browser, which writes text its own way (HTML's rules). */
const esc = (text: string) =>
  text.replace(/[&<>\u00a0]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' })[c]!);

function swap(html: string, pairs: Array<[text: string, token: string]>): string {
  let out = html;
  for (const [text, token] of pairs) {
    if (!out.includes(esc(text)))
      throw new Error(`Rendu sans « ${text} » : modèle de l'espace livreur à revoir.`);
    out = out.replaceAll(esc(text), token);
  }
  return out;
}

function one(root: Element, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`Rendu sans ${selector} : modèle de l'espace livreur à revoir.`);
  return found;
}

/** The element becomes a template of its own; a mark takes its place. */
function cut(element: Element, slot: string): string {
  const html = element.outerHTML;
  element.replaceWith(document.createComment(slotMark(slot).slice(4, -3)));
  return html;
}

function render(page: ReactNode, answers: Array<[key: readonly unknown[], data: unknown]>): Element {
  queryClient.clear();
  for (const [key, data] of answers) queryClient.setQueryData(key, data);
  const box = document.createElement('div');
  box.innerHTML = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location="/delivery-dashboard">{page}</StaticRouter>
    </QueryClientProvider>,
  );
  return box;
}

function dashboard(disponible: boolean, offers: Mission[], current: Mission[] = []): Element {
  return render(<DeliveryDashboardPage userId={3} />, [
    [courierKeys.profile, profile(disponible)],
    [courierKeys.stats, STATS],
    [courierKeys.current, current],
    [courierKeys.available, offers],
  ]);
}

/** The figures become placeholders; the rating's detail, a template of its own. */
function pageTemplate(box: Element): { page: string; map: string; avis: string } {
  const values = statValues(STATS);
  const avis = [...box.querySelectorAll('[data-testid="stat-card"] dd')].find(
    (dd) => dd.textContent === values[3].detail,
  );
  if (!avis) throw new Error("Carte d'évaluation sans nombre d'avis : modèle à revoir.");
  const avisHtml = swap(cut(avis, 'avis'), [[values[3].detail!, T.avis]]);
  const mapSection = box.querySelector('section[aria-label="Carte des missions"]');
  // The app's map is found by its test id; the drawn frame, never in the way, has none.
  mapSection?.querySelector('[data-testid]')?.removeAttribute('data-testid');
  const map = mapSection ? cut(mapSection, 'map') : '';
  const tokens = [T.livraisons, T.gains, T.distance, T.evaluation];
  const cards = [...box.querySelectorAll('[data-testid="stat-card"]')];
  if (cards.length !== tokens.length) throw new Error('Cartes du jour incomplètes : modèle à revoir.');
  cards.forEach((card, i) => {
    const value = one(card, 'dd');
    if (value.textContent !== values[i]!.value)
      throw new Error(`Carte ${values[i]!.label} : valeur inattendue.`);
    value.textContent = tokens[i]!;
  });
  return { page: box.innerHTML, map, avis: avisHtml };
}

export function courierTemplates(): CourierTemplates {
  // At the cap: the card shows why "Accepter" waits, which becomes a part of its own.
  const full = [1, 2, 3].map((n) => ({ ...mission, id: `cap${n}` }));
  const missionsBox = dashboard(true, [mission], full);
  const card = one(missionsBox, '[data-testid="mission-card"]');
  const list = card.closest('ul');
  if (!list) throw new Error('Mission hors de sa liste : modèle à revoir.');
  const slots = {
    prete: swap(cut(one(card, '[data-testid="mission-ready-time"]'), 'prete'), [
      [preteVersLabel(PRETE_VERS), T.prete],
    ]),
    businessPhone: swap(
      cut(one(card, `a[href="${telHref(BUSINESS_PHONE)}"]`).parentElement!, 'businessPhone'),
      [
        [formatPhone(BUSINESS_PHONE), T.tel],
        [telHref(BUSINESS_PHONE), T.telHref],
      ],
    ),
    info: cut(
      [...card.querySelectorAll('p')].find((p) => p.textContent === T.info) ??
        one(card, 'p[data-missing-info]'),
      'info',
    ),
    vous: swap(cut(one(card, '[data-testid="distance"]'), 'vous'), [['À 1,0 km de vous', T.vous]]),
    trajet: swap(cut(one(card, '[data-testid="trip"]'), 'trajet'), [['Trajet 2,0 km', T.trajet]]),
    distance: '',
    cap: swap(cut(one(card, '[data-testid="accept-cap"]'), 'cap'), [[MISSION_ID, T.missionId]]),
  };
  slots.distance = cut(one(card, 'svg.lucide-navigation').closest('p')!, 'distance');
  cut(one(card, '[data-testid="mission-status"]'), 'badge');
  const cardHtml = swap(card.outerHTML, [
    [MISSION_ID, T.missionId],
    [orderRef(MISSION_ID), T.ref],
    [formatFcfa(GAIN), T.gain],
    [itineraryUrl(mission, navigator.userAgent), T.itineraire],
    [`le retrait chez ${T.entreprise}`, `le retrait chez ${T.arret}`],
    ['le retrait', T.vers],
    [formatPhone(CLIENT_PHONE), T.tel],
    [telHref(CLIENT_PHONE), T.telHref],
  ]);
  list.innerHTML = ITEMS_MARK;
  const missions = pageTemplate(missionsBox);

  const badges: Record<string, string> = {};
  for (const statut of ORDER_STATUSES) badges[statut] = renderToString(<MissionBadge statut={statut} />);

  return {
    pages: {
      missions: missions.page,
      empty: pageTemplate(dashboard(true, [])).page,
      off: pageTemplate(dashboard(false, [])).page,
    },
    map: missions.map,
    avis: missions.avis,
    card: `<li>${cardHtml}</li>`,
    slots,
    badges,
  };
}
