import { preteVersLabel, showsPreteVers } from '@comoe/shared/commandes/prete-vers';
import { orderRef } from '@comoe/shared/commandes/reference';
import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import type { OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import type { EarlyWindow } from '@/lib/early-start';
import { formatDateTime } from '@/lib/dates';
import { formatFcfa } from '@/lib/format';
import { earlyAnswer, fill, placeItems, showPage, storedUser } from '@/lib/prepaint/draw';
import { itemsSummary } from '../components/orders/items-summary';
import { asksForSound, readChoice, type SoundChoice } from '../components/waiting/sound-choice';
import { placedAgo, waitingHeading } from '../components/waiting/waiting-texts';
import {
  DASHBOARD_TOKENS as T,
  HEADING_MARK,
  LINES_MARK,
  rowVariant,
  SOUND_MARK,
  WAITING_MARK,
  type DashboardTemplates,
} from './templates';

type OrdersPage = { content: BusinessOrder[]; totalElements: number };

/**
 * On a 3G phone the dashboard's code (~210 KB) arrives seconds after its data, which index.html
 * asked for first (lib/early-start.ts). This script, loaded with that data for an owner opening
 * the orders tab, draws the pinned orders and the list from it with the markup the build
 * rendered from the dashboard's components: the owner sees a new order at once. Its buttons wait
 * for the app (lib/prepaint/draw.ts), which takes over when its list has the same data.
 */
export function prepaint(templates: DashboardTemplates, win: EarlyWindow = window): void {
  if (!win.__comoeEarly || storedUser(win)?.role !== 'ENTREPRISE') return;
  if (!/^\/business-dashboard\/?$/.test(win.location.pathname)) return;
  const tab = /[?&]tab=([^&]*)/.exec(win.location.search)?.[1];
  if (tab !== undefined && tab !== 'orders') return;
  void earlyAnswer<OwnEntreprise>(win, '/api/entreprises/me')
    .then(async (entreprise) => {
      const prefix = `/api/entreprises/${entreprise.id}/orders?`;
      const [waitingUrl, listUrl] = await startedOrders(win, prefix);
      const [waiting, list] = await Promise.all([
        earlyAnswer<OrdersPage>(win, waitingUrl),
        earlyAnswer<OrdersPage>(win, listUrl),
      ]);
      const html = dashboardPage(templates, {
        entreprise,
        waiting,
        orders: list.content,
        sound: readChoice(win.localStorage),
        now: Date.now(),
      });
      if (html) showPage(win.document, html, { inert: true });
    })
    .catch(() => undefined);
}

/** early-start.ts asks for the orders once /me answered: a moment after this script hears it. */
async function startedOrders(win: EarlyWindow, prefix: string): Promise<[string, string]> {
  for (let tries = 0; tries < 100; tries++) {
    const urls = Object.keys(win.__comoeEarly ?? {}).filter((url) => url.startsWith(prefix));
    const waiting = urls.find((url) => url.includes('statut='));
    const list = urls.find((url) => !url.includes('statut='));
    if (waiting && list) return [waiting, list];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('not started');
}

/** The orders tab as the dashboard draws it once its data is in, the switch left to the app. */
export function dashboardPage(
  templates: DashboardTemplates,
  data: {
    entreprise: OwnEntreprise;
    waiting: OrdersPage;
    orders: BusinessOrder[];
    sound: SoundChoice;
    now: number;
  },
): string | null {
  const { entreprise, waiting, orders } = data;
  if (!Array.isArray(orders) || !Array.isArray(waiting?.content)) return null;
  const rows = orders.map((order) => {
    const prete = showsPreteVers(order.statut, order.preteVers ?? null);
    const row =
      templates.rows[rowVariant(order.statut, prete)] ?? templates.rows[rowVariant(order.statut, false)];
    const summary = itemsSummary(order);
    return fill(row ?? '', {
      ...orderValues(order),
      [T.articles]: summary.count,
      [T.resume]: summary.text,
      [T.date]: formatDateTime(order.dateCommande),
      [T.prete]: prete && order.preteVers ? preteVersLabel(order.preteVers) : '',
    });
  });
  const page = placeItems(fill(templates.page, { [T.nom]: entreprise.nom }), rows);
  return placeItems(page, [waitingSection(templates.waiting, waiting, data.sound, data.now)], WAITING_MARK);
}

function waitingSection(
  templates: DashboardTemplates['waiting'],
  waiting: OrdersPage,
  sound: SoundChoice,
  now: number,
): string {
  const ringing = waiting.totalElements > 0;
  const askSound = asksForSound(sound, ringing, false);
  const orders = waiting.content;
  if (orders.length === 0 && !askSound) return '';
  const cards = orders.map((order) => {
    const lines = order.items.map((item) => {
      const choices = item.options ?? [];
      return fill(templates.lines[choices.length > 0 ? 1 : 0], {
        [T.quantite]: String(item.quantite),
        [T.produit]: item.nomProduit,
        [T.choix]: choices.map((o) => o.nom).join(', '),
        [T.prix]: formatFcfa(item.prixUnitaire * item.quantite),
      });
    });
    const card = fill(templates.card, { ...orderValues(order), [T.age]: placedAgo(order.dateCommande, now) });
    return placeItems(card, lines, LINES_MARK);
  });
  const prompt = askSound ? templates.sound[!ringing ? 0 : sound === 'on' ? 2 : 1] : '';
  const heading =
    orders.length > 0 ? fill(templates.heading, { [T.heading]: waitingHeading(orders.length) }) : '';
  const section = placeItems(placeItems(templates.section, [prompt], SOUND_MARK), [heading], HEADING_MARK);
  return placeItems(section, cards);
}

function orderValues(order: BusinessOrder): Record<string, string> {
  return {
    [T.orderId]: order.id,
    [T.ref]: orderRef(order.id),
    [T.prenom]: order.client.prenom,
    [T.famille]: order.client.nom,
    [T.adresse]: order.client.localisation.adresse,
    [T.total]: formatFcfa(order.total),
  };
}
