import type { Mission } from '@comoe/shared/schemas/commandes';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  arrivedEarly,
  forgetDrawnPage,
  prerenderedPages,
  PRERENDER_TIMEOUT_MS,
} from '@/test/prerendered-pages';
import { AcceptButton } from '../components/accept-button';
import { MissionCard } from '../components/mission-card';
import { mission, profile } from '../test/factories';
import { courierPage, prepaint } from './dashboard-prepaint';
import type { CourierTemplates } from './templates';

let templates: CourierTemplates;

beforeAll(() => {
  templates = prerenderedPages<{ courier: CourierTemplates }>().courier;
}, PRERENDER_TIMEOUT_MS);

const STATS = {
  livraisonsAujourdHui: 3,
  revenusDuJour: 2250,
  distanceParcourue: 4.5,
  evaluation: 4.5,
  nombreAvis: 2,
};

function drawn(html: string | null): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html ?? '';
  return box;
}

/** What a card says and where its links lead: the drawn one must say and lead the same. */
function reading(card: Element | null): { text: string; links: string[] } {
  return {
    text: card?.textContent ?? '',
    links: [...(card?.querySelectorAll('a') ?? [])].map(
      (a) => `${a.getAttribute('href')} ${a.getAttribute('aria-label')}`,
    ),
  };
}

function appCard(m: Mission, atCap: boolean): Element | null {
  const { container, unmount } = render(
    <MissionCard mission={m}>
      <AcceptButton missionId={m.id} atCap={atCap} pending={false} onAccept={() => undefined} />
    </MissionCard>,
  );
  const card = container.querySelector('[data-testid="mission-card"]')?.cloneNode(true) as Element | null;
  unmount();
  return card;
}

describe("a courier's missions drawn before the app starts", () => {
  const variants: Array<[string, Mission]> = [
    ['everything', mission({ preteVers: '2026-05-12T10:25:00.000Z' })],
    [
      'no business phone, no note, no distances',
      mission({
        entrepriseTelephone: null,
        infoSupplementaireLivraison: null,
        distanceKm: null,
        distanceLivraisonKm: null,
      }),
    ],
    ['only the trip', mission({ distanceKm: null, entrepriseAdresse: null })],
    [
      'a name that looks like markup',
      mission({ clientNom: '<img src=x onerror=alert(1)>', entrepriseNom: 'A & B' }),
    ],
  ];

  it.each(variants)('draws each card as the app does: %s', (_, m) => {
    const box = drawn(
      courierPage(templates, {
        profile: profile(),
        stats: STATS,
        current: [],
        offers: [m],
        userAgent: navigator.userAgent,
      }),
    );
    const card = box.querySelector('[data-testid="mission-card"]');
    expect(card?.getAttribute('data-mission-id')).toBe(m.id);
    expect(card?.querySelector('img')).toBeNull();
    expect(reading(card)).toEqual(reading(appCard(m, false)));
  });

  it('says why "Accepter" waits at the cap, and draws the figures, the map frame and the name', () => {
    const m = mission();
    const box = drawn(
      courierPage(templates, {
        profile: profile(),
        stats: STATS,
        current: [mission(), mission(), mission()],
        offers: [m],
        userAgent: navigator.userAgent,
      }),
    );
    expect(reading(box.querySelector('[data-testid="mission-card"]'))).toEqual(reading(appCard(m, true)));
    expect(box.textContent).toContain('Moussa Diabaté');
    const figures = [...box.querySelectorAll('[data-testid="stat-card"]')].map((c) => c.textContent);
    expect(figures).toEqual([
      'Livraisons3',
      'Gains2 250 FCFA',
      'Distance4,5 km',
      'Évaluation4,5 ★sur 2 avis',
    ]);
    expect(box.querySelector('section[aria-label="Carte des missions"]')).not.toBeNull();
  });

  it('draws the empty list, and an unavailable courier without missions nor map', () => {
    const empty = drawn(
      courierPage(templates, { profile: profile(), stats: STATS, current: [], offers: [], userAgent: '' }),
    );
    expect(empty.querySelector('[data-testid="mission-card"]')).toBeNull();
    expect(empty.textContent).toContain('Aucune mission disponible');
    const off = drawn(
      courierPage(templates, {
        profile: profile({ disponible: false }),
        stats: { ...STATS, evaluation: null, nombreAvis: 0 },
        current: [],
        offers: [],
        userAgent: '',
      }),
    );
    expect(off.textContent).toContain('Indisponible');
    expect(off.textContent).not.toContain('sur 0 avis');
    expect(off.querySelector('section[aria-label="Carte des missions"]')).toBeNull();
  });
});

describe('the drawing script', () => {
  afterEach(forgetDrawnPage);

  const answers = (verifie: boolean) => ({
    '/api/livreurs/me': profile({ verifie }),
    '/api/livreurs/stats-du-jour': STATS,
    '/api/livreurs/mes-missions': [],
    '/api/livreurs/missions-disponibles': [mission()],
  });

  it("draws a courier's missions, his calls and ways there working, 'Accepter' waiting for the app", async () => {
    document.body.innerHTML = '<div id="root"></div>';
    localStorage.setItem('user', JSON.stringify({ id: 3, role: 'LIVREUR' }));
    window.history.replaceState(null, '', '/delivery-dashboard');
    arrivedEarly(answers(true));
    prepaint(templates);
    await expect.poll(() => document.querySelector('#prepaint [data-testid="mission-card"]')).not.toBeNull();
    const card = document.querySelector('#prepaint [data-testid="mission-card"]')!;
    expect(card.querySelector('button')?.disabled).toBe(true);
    expect(card.querySelector('a[href^="tel:"]')).not.toBeNull();
  });

  it('draws nothing for an unverified courier, on another tab, or for another role', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const tries: Array<[role: string, path: string, verifie: boolean]> = [
      ['LIVREUR', '/delivery-dashboard', false],
      ['LIVREUR', '/delivery-dashboard?tab=gains', true],
      ['CLIENT', '/delivery-dashboard', true],
    ];
    for (const [role, path, verifie] of tries) {
      localStorage.setItem('user', JSON.stringify({ id: 3, role }));
      window.history.replaceState(null, '', path);
      arrivedEarly(answers(verifie));
      prepaint(templates);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.getElementById('prepaint')).toBeNull();
  });
});
