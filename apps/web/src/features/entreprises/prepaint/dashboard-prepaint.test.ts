import type { BusinessOrder } from '@comoe/shared/schemas/commandes';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  arrivedEarly,
  forgetDrawnPage,
  prerenderedPages,
  PRERENDER_TIMEOUT_MS,
} from '@/test/prerendered-pages';
import { endPrepaint } from '@/lib/prepaint/end-prepaint';
import { PREPAINT_DONE } from '@/lib/prepaint/tokens';
import { businessOrder, entreprise } from '../test/factories';
import { dashboardPage, prepaint } from './dashboard-prepaint';
import type { DashboardTemplates } from './templates';

let templates: DashboardTemplates;

beforeAll(() => {
  templates = prerenderedPages<{ business: DashboardTemplates }>().business;
}, PRERENDER_TIMEOUT_MS);

const NOW = Date.parse('2026-05-12T10:09:00.000Z');
const page = (content: BusinessOrder[]) => ({ content, totalElements: content.length });

function drawn(html: string | null): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html ?? '';
  return box;
}

const waitingOrder = businessOrder({
  id: 'fdf9a600-0000-4000-8000-000000000000',
  client: { ...businessOrder().client, prenom: 'Aya', nom: '<b>Koné</b>' },
  items: [
    { id: 1, produitId: 10, quantite: 2, nomProduit: 'Garba', prixUnitaire: 1000 },
    {
      id: 2,
      produitId: 11,
      quantite: 1,
      nomProduit: 'Burger',
      prixUnitaire: 3000,
      options: [
        { groupe: 'Taille', nom: 'Grande', prixDelta: 500 },
        { groupe: 'Suppléments', nom: 'Œuf', prixDelta: 200 },
      ],
    },
  ],
  total: 5700,
});

describe("an owner's orders tab drawn before the app starts", () => {
  it('pins the waiting orders as the app does: reference, client, lines with options, total, both answers', () => {
    const box = drawn(
      dashboardPage(templates, {
        entreprise: entreprise({ nom: 'Chez Tantie Awa' }),
        waiting: page([waitingOrder]),
        orders: [waitingOrder],
        sound: 'off',
        now: NOW,
      }),
    );
    expect(box.textContent).toContain('Chez Tantie Awa');
    const pinned = box.querySelector('[data-testid="waiting-orders"]');
    expect(pinned?.querySelector('h2')?.textContent).toBe('Nouvelle commande');
    const card = pinned?.querySelector('[data-testid="waiting-order"]');
    expect(card?.getAttribute('aria-label')).toBe('Commande #FDF9A6');
    expect(card?.textContent).toContain('il y a 4 minutes');
    // A name is text, never markup.
    expect(card?.textContent).toContain('Aya <b>Koné</b>');
    expect(card?.querySelector('b')).toBeNull();
    const lines = [...(card?.querySelectorAll('li') ?? [])].map((li) => li.textContent);
    expect(lines).toEqual(['2 × Garba2 000 FCFA', '1 × BurgerGrande, Œuf3 000 FCFA']);
    expect(card?.textContent?.replace(/\s/g, ' ')).toContain('Total5 700 FCFA');
    expect([...(card?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Accepter',
      'Refuser',
    ]);
    // Sound refused on this device: no prompt.
    expect(box.querySelector('[data-testid="sound-prompt"]')).toBeNull();
  });

  it('lists each order with its status, actions and ready time as the app does', () => {
    const ready = businessOrder({ statut: 'EN_ATTENTE_LIVREUR', preteVers: '2026-05-12T10:25:00.000Z' });
    const delivered = businessOrder({ statut: 'LIVREE' });
    const box = drawn(
      dashboardPage(templates, {
        entreprise: entreprise(),
        waiting: page([]),
        orders: [waitingOrder, ready, delivered],
        sound: 'off',
        now: NOW,
      }),
    );
    expect(box.querySelector('[data-testid="waiting-orders"]')).toBeNull();
    const rows = [...box.querySelectorAll('[data-testid="order-row"]')];
    expect(rows.map((r) => r.getAttribute('data-order-id'))).toEqual([
      waitingOrder.id,
      ready.id,
      delivered.id,
    ]);
    expect(rows.map((r) => r.querySelector('[data-statut]')?.getAttribute('data-statut'))).toEqual([
      'EN_ATTENTE_ENTREPRISE',
      'EN_ATTENTE_LIVREUR',
      'LIVREE',
    ]);
    expect(rows[0]?.textContent).toContain('3 articles');
    expect(rows[0]?.textContent).toContain('2× Garba, 1× Burger (Grande, Œuf)');
    expect(rows[0]?.textContent).toContain('Accepter');
    expect(rows[1]?.textContent).toContain('Prête vers 10 h 25');
    expect(rows[1]?.textContent).toContain('Détails');
    expect(rows[2]?.textContent).not.toContain('Prête vers');
  });

  it('asks for sound as the app does: first time, and when an order rings with sound wanted', () => {
    const draw = (sound: 'on' | 'off' | null, waiting: BusinessOrder[]) =>
      drawn(
        dashboardPage(templates, {
          entreprise: entreprise(),
          waiting: page(waiting),
          orders: [],
          sound,
          now: NOW,
        }),
      ).querySelector('[data-testid="sound-prompt"]')?.textContent ?? null;
    expect(draw(null, [])).toContain('Faites sonner le téléphone');
    expect(draw(null, [waitingOrder])).toContain('Une commande attend');
    expect(draw(null, [waitingOrder])).toContain('Plus tard');
    expect(draw('on', [waitingOrder])).not.toContain('Plus tard');
    expect(draw('on', [])).toBeNull();
    expect(draw('off', [waitingOrder])).toBeNull();
  });
});

describe('the drawing script', () => {
  afterEach(forgetDrawnPage);

  const ORDERS = '/api/entreprises/7/orders?';
  const answers = {
    '/api/entreprises/me': entreprise({ id: 7 }),
    [`${ORDERS}statut=EN_ATTENTE_ENTREPRISE&page=0&size=20`]: page([waitingOrder]),
    [`${ORDERS}page=0&size=50`]: page([waitingOrder]),
  };

  it("draws an owner's orders tab with its buttons waiting for the app, which then takes over", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem('user', JSON.stringify({ id: 2, role: 'ENTREPRISE' }));
    window.history.replaceState(null, '', '/business-dashboard?tab=orders');
    arrivedEarly(answers);
    prepaint(templates);
    await expect.poll(() => document.querySelector('#prepaint [data-testid="waiting-order"]')).not.toBeNull();
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('#prepaint button')];
    expect(buttons.length).toBeGreaterThan(2);
    expect(buttons.every((b) => b.disabled)).toBe(true);
    expect(document.documentElement.classList.contains('prepaint')).toBe(true);
    endPrepaint();
    expect(document.getElementById('prepaint')).toBeNull();
  });

  it('draws nothing on another tab, for another role, or once the app has shown its page', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const tries: Array<[role: string, path: string]> = [
      ['ENTREPRISE', '/business-dashboard?tab=menu'],
      ['CLIENT', '/business-dashboard'],
    ];
    for (const [role, path] of tries) {
      localStorage.setItem('user', JSON.stringify({ id: 2, role }));
      window.history.replaceState(null, '', path);
      arrivedEarly(answers);
      prepaint(templates);
    }
    localStorage.setItem('user', JSON.stringify({ id: 2, role: 'ENTREPRISE' }));
    window.history.replaceState(null, '', '/business-dashboard');
    document.documentElement.setAttribute(PREPAINT_DONE, '');
    arrivedEarly(answers);
    prepaint(templates);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.getElementById('prepaint')).toBeNull();
  });
});
