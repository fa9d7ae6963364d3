// The owner's orders tab as templates (src/features/entreprises/prepaint): the dashboard's own
// components rendered with placeholder data. Imported by prerender-pages.tsx once its blank
// browser is in place.
import { ORDER_STATUSES } from '@comoe/shared/enums';
import { preteVersLabel, showsPreteVers } from '@comoe/shared/commandes/prete-vers';
import { orderRef } from '@comoe/shared/commandes/reference';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { DELAI_PREPARATION_HABITUEL_DEFAUT } from '@comoe/shared/schemas/order-decisions';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ownEntrepriseQueryKey } from '../src/api/get-own-entreprise.ts';
import { businessKeys } from '../src/features/entreprises/api/query-keys.ts';
import { WAITING_FILTER } from '../src/features/entreprises/api/get-waiting-orders.ts';
import { ORDERS_PAGE_SIZE } from '../src/features/entreprises/api/get-orders.ts';
import { BusinessDashboardPage } from '../src/features/entreprises/business-dashboard-page.tsx';
import { OrdersTable } from '../src/features/entreprises/components/orders/orders-table.tsx';
import { itemsSummary } from '../src/features/entreprises/components/orders/items-summary.ts';
import { SOUND_STORAGE_KEY } from '../src/features/entreprises/components/waiting/sound-choice.ts';
import { SoundPrompt } from '../src/features/entreprises/components/waiting/sound-prompt.tsx';
import { WaitingOrders } from '../src/features/entreprises/components/waiting/waiting-orders.tsx';
import { placedAgo, waitingHeading } from '../src/features/entreprises/components/waiting/waiting-texts.ts';
import {
  DASHBOARD_TOKENS as T,
  HEADING_MARK,
  LINES_MARK,
  rowVariant,
  SOUND_MARK,
  WAITING_MARK,
  type DashboardTemplates,
} from '../src/features/entreprises/prepaint/templates.ts';
import { formatDateTime } from '../src/lib/dates.ts';
import { formatFcfa } from '../src/lib/format.ts';
import { ITEMS_MARK } from '../src/lib/prepaint/tokens.ts';
import { queryClient } from '../src/lib/query-client.ts';

const ENTREPRISE_ID = 7;
const ORDER_ID = 'zqzqzq00-0000-4000-8000-000000000000';
const QUANTITE = 7;
const PRIX = 111;
const TOTAL = 987_654;
const PRETE_VERS = '2026-05-12T10:25:00.000Z';

/** The markup is read back from the blank browser, which writes text its own way (HTML's rules). */
const esc = (text: string) =>
  text.replace(/[&<>\u00a0]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '\u00a0': '&nbsp;' })[c]!);

/** Every sample value becomes its placeholder; a value not found means the components changed. */
function swap(html: string, pairs: Array<[text: string, token: string, raw?: boolean]>): string {
  let out = html;
  for (const [text, token, raw] of pairs) {
    const found = raw ? text : esc(text);
    if (!out.includes(found)) throw new Error(`Rendu sans « ${text} » : modèle du tableau de bord à revoir.`);
    out = out.replaceAll(found, token);
  }
  return out;
}

function sampleOrder(statut: BusinessOrder['statut'], overrides: Partial<BusinessOrder> = {}): BusinessOrder {
  return {
    id: ORDER_ID,
    statut,
    dateCommande: new Date().toISOString(),
    total: TOTAL,
    sousTotal: TOTAL,
    fraisLivraison: 0,
    typePaiement: 'ESPECES',
    client: {
      id: 1,
      nom: T.famille,
      prenom: T.prenom,
      telephone: '0700000001',
      urlPhoto: null,
      localisation: { adresse: T.adresse, latitude: null, longitude: null, infoSupplementaire: null },
    },
    entreprise: { id: ENTREPRISE_ID, nom: T.nom },
    livreur: null,
    noteClient: null,
    commentaireClient: null,
    codeEntreprise: '000000',
    codeEntrepriseBloque: false,
    delaiPreparationMin: null,
    preteVers: null,
    enRetardMin: null,
    motifFin: null,
    raisonFin: null,
    items: [{ id: 1, produitId: 1, quantite: QUANTITE, nomProduit: T.produit, prixUnitaire: PRIX }],
    ...overrides,
  };
}

function box(html: string): Element {
  const el = document.createElement('div');
  el.innerHTML = html;
  return el;
}

function one(root: Element, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`Rendu sans ${selector} : modèle du tableau de bord à revoir.`);
  return found;
}

function withData(page: ReactNode, answers: Array<[key: readonly unknown[], data: unknown]>): string {
  queryClient.clear();
  for (const [key, data] of answers) queryClient.setQueryData(key, data);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location="/business-dashboard">{page}</StaticRouter>
    </QueryClientProvider>,
  );
}

const orderPage = (content: BusinessOrder[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 20,
});

const orderSwaps = (order: BusinessOrder): Array<[string, string, boolean?]> => [
  [order.id, T.orderId],
  [orderRef(order.id), T.ref],
  [formatFcfa(TOTAL), T.total],
];

/** Open, complete and without a pause: no banner; the switch is left to the app anyway. */
const entreprise: OwnEntreprise = {
  id: ENTREPRISE_ID,
  utilisateurId: 1,
  nom: T.nom,
  description: null,
  adresse: null,
  email: null,
  telephone: '0700000002',
  type: 'RESTAURANT',
  villeId: 1,
  categorieId: null,
  typeCuisine: null,
  photoUrl: null,
  photoFacadeUrl: null,
  logoUrl: null,
  latitude: null,
  longitude: null,
  delaiLivraison: '30-45 min',
  ouverte: true,
  rating: null,
  nombreAvis: 0,
  delaiPreparationHabituelMin: DELAI_PREPARATION_HABITUEL_DEFAUT,
  categorieNom: null,
  profilComplet: true,
  pauseFinAt: null,
  ouverteMaintenant: true,
  prochainChangement: null,
};

export function businessTemplates(): DashboardTemplates {
  // The whole page, no order waiting and the sound already answered: its frame and one row.
  localStorage.setItem(SOUND_STORAGE_KEY, 'off');
  const listed = sampleOrder('LIVREE');
  const pageBox = box(
    withData(<BusinessDashboardPage />, [
      [ownEntrepriseQueryKey, entreprise],
      [
        businessKeys.notificationsPage(0),
        { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20, nonLues: 0 },
      ],
      [businessKeys.ordersList(ENTREPRISE_ID, WAITING_FILTER), orderPage([])],
      [businessKeys.ordersList(ENTREPRISE_ID, { page: 0, size: ORDERS_PAGE_SIZE }), orderPage([listed])],
    ]),
  );
  // The switch and the pause say what only the app computes (hours, pause end): a quiet
  // placeholder of their size until it does.
  const switchLabel = one(pageBox, '[role="switch"]').closest('label');
  const pause = switchLabel?.nextElementSibling;
  if (!switchLabel || !pause) throw new Error('Barre du haut sans interrupteur ni pause : modèle à revoir.');
  const placeholder = document.createElement('span');
  placeholder.setAttribute('aria-hidden', 'true');
  placeholder.className = 'h-10 w-36 shrink-0 animate-pulse rounded-lg bg-stone-100';
  pause.remove();
  switchLabel.replaceWith(placeholder);
  one(pageBox, 'tbody').innerHTML = ITEMS_MARK;
  const container = one(pageBox, 'section[aria-label]').parentElement;
  if (!container) throw new Error('Section sans conteneur : modèle du tableau de bord à revoir.');
  container.prepend(document.createComment(WAITING_MARK.slice(4, -3)));

  // The rows: one per status, and with the ready time where it shows.
  const samples: BusinessOrder[] = [];
  for (const statut of ORDER_STATUSES) {
    samples.push(sampleOrder(statut));
    if (showsPreteVers(statut, PRETE_VERS)) samples.push(sampleOrder(statut, { preteVers: PRETE_VERS }));
  }
  const tableBox = box(
    withData(<OrdersTable orders={samples} entrepriseId={ENTREPRISE_ID} onOpen={() => undefined} />, []),
  );
  const rows: Record<string, string> = {};
  [...tableBox.querySelectorAll('tbody > tr')].forEach((tr, i) => {
    const order = samples[i]!;
    const summary = itemsSummary(order);
    const prete = order.preteVers !== null;
    rows[rowVariant(order.statut, prete)] = swap(tr.outerHTML, [
      ...orderSwaps(order),
      [summary.count, T.articles],
      [summary.text, T.resume],
      [formatDateTime(order.dateCommande), T.date],
      ...(prete ? ([[preteVersLabel(PRETE_VERS), T.prete]] as Array<[string, string]>) : []),
    ]);
  });
  if (Object.keys(rows).length !== samples.length) throw new Error('Lignes de commandes incomplètes.');

  // The pinned orders: one waiting, with a line with options and one without.
  const waitingOrder = sampleOrder('EN_ATTENTE_ENTREPRISE', {
    items: [
      { id: 1, produitId: 1, quantite: QUANTITE, nomProduit: T.produit, prixUnitaire: PRIX },
      {
        id: 2,
        produitId: 2,
        quantite: QUANTITE,
        nomProduit: T.produit,
        prixUnitaire: PRIX,
        options: [{ groupe: 'G', nom: T.choix, prixDelta: 0 }],
      },
    ],
  });
  const waitingBox = box(
    withData(<WaitingOrders entrepriseId={ENTREPRISE_ID} />, [
      [businessKeys.ordersList(ENTREPRISE_ID, WAITING_FILTER), orderPage([waitingOrder])],
    ]),
  );
  const section = one(waitingBox, 'section');
  const card = one(section, 'article');
  const list = one(card, 'ul');
  const lines = [...list.children].map((li) =>
    swap(li.outerHTML, [
      [`>${QUANTITE}<!-- --> ×<`, `>${T.quantite}<!-- --> ×<`, true],
      [formatFcfa(QUANTITE * PRIX), T.prix],
    ]),
  );
  if (lines.length !== 2) throw new Error('Lignes de la commande en attente incomplètes.');
  list.innerHTML = LINES_MARK;
  const heading = one(section, 'h2');
  const headingHtml = swap(heading.outerHTML, [[waitingHeading(1), T.heading]]);
  heading.replaceWith(document.createComment(HEADING_MARK.slice(4, -3)));
  const cardHtml = swap(card.outerHTML, [
    [orderRef(waitingOrder.id), T.ref],
    [formatFcfa(TOTAL), T.total],
    [placedAgo(waitingOrder.dateCommande), T.age],
  ]);
  const grid = card.parentElement!;
  grid.innerHTML = ITEMS_MARK;
  section.prepend(document.createComment(SOUND_MARK.slice(4, -3)));
  const prompt = (ringing: boolean, asked: boolean) =>
    renderToString(
      <SoundPrompt ringing={ringing} asked={asked} onEnable={() => undefined} onDecline={() => undefined} />,
    );

  return {
    page: pageBox.innerHTML,
    waiting: {
      section: section.outerHTML,
      heading: headingHtml,
      sound: [prompt(false, false), prompt(true, false), prompt(true, true)],
      card: cardHtml,
      lines: [lines[0]!, lines[1]!],
    },
    rows,
  };
}
