import type { PublicEntreprise } from '@comoe/shared/schemas/entreprises';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPages, PRERENDER_TIMEOUT_MS } from '@/test/prerendered-pages';
import { publicEntreprise } from '@/test/factories';
import type { EarlyWindow } from '../early-start';
import { endPrepaint } from './end-prepaint';
import { cityPage, homePage, prepaint } from './prepaint';
import type { PrepaintTemplates } from './tokens';

let templates: PrepaintTemplates;

beforeAll(() => {
  templates = prerenderedPages<{ prepaint: PrepaintTemplates }>().prepaint;
}, PRERENDER_TIMEOUT_MS);

function business(id: number, changes: Partial<PublicEntreprise> = {}): PublicEntreprise {
  return publicEntreprise({
    id,
    nom: `Entreprise ${id}`,
    description: 'Attiéké poisson',
    photoUrl: `/uploads/seed/photo${id}.webp`,
    rating: 4.5,
    nombreAvis: 2,
    ville: 'Grand-Bassam',
    ...changes,
  });
}

function drawn(html: string | null): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html ?? '';
  return box;
}

const cards = (box: HTMLElement) => [...box.querySelectorAll('section[aria-label="Entreprises"] li a')];

describe('a city list drawn before the app starts', () => {
  it('shows each business as the app does: link, name, picture, rating, closed badge', () => {
    const box = drawn(
      cityPage(
        templates.city,
        'bassam',
        [
          business(3),
          business(4, {
            ouverte: false,
            ouverteMaintenant: false,
            rating: null,
            description: null,
            photoUrl: null,
          }),
          business(5, { photoUrl: 'https://exemple.ci/facade.jpg' }),
        ],
        [{ id: 1, nom: 'Bassam', photoUrl: null, nombreEntreprises: 3 }],
      ),
    );
    expect(box.querySelector('h1')?.textContent).toBe('Bassam');
    expect(box.querySelector('p[aria-live]')?.textContent).toBe('3 entreprises');
    const [open, closed, other] = cards(box);
    expect(open?.getAttribute('href')).toBe('/business/3?city=bassam');
    expect(open?.textContent).toContain('Entreprise 3');
    expect(open?.textContent).toContain('4,5');
    expect(open?.textContent).toContain('Attiéké poisson');
    expect(open?.textContent).toContain('20-30 min');
    expect(open?.textContent).not.toContain('Fermé');
    expect(open?.querySelector('img')?.getAttribute('srcset')).toContain(
      '/uploads/seed/photo3-w160.webp 160w',
    );
    expect(closed?.textContent).toContain('Fermé');
    expect(closed?.textContent).toContain('N/A');
    expect(closed?.textContent).not.toContain('Attiéké');
    expect(closed?.querySelector('img')).toBeNull();
    expect(other?.querySelector('img')?.getAttribute('src')).toBe('https://exemple.ci/facade.jpg');
    expect(other?.querySelector('img')?.hasAttribute('srcset')).toBe(false);
    // No placeholder left anywhere.
    expect(box.innerHTML).not.toMatch(/Zq[A-Z]/);
  });

  it('writes names as text: markup in a name is not run', () => {
    const box = drawn(
      cityPage(
        templates.city,
        'bassam',
        [business(3, { nom: '<img src=x onerror="alert(1)">ZqNom & Cie' })],
        [],
      ),
    );
    expect(box.querySelectorAll('img[onerror]')).toHaveLength(0);
    expect(cards(box)[0]?.textContent).toContain('<img src=x onerror="alert(1)">ZqNom & Cie');
    // Without the cities yet, the title comes from the list.
    expect(box.querySelector('h1')?.textContent).toBe('Grand-Bassam');
  });

  it('draws nothing for an empty list: the app says so itself', () => {
    expect(cityPage(templates.city, 'bassam', [], [])).toBeNull();
  });

  it("draws the client's home with the first name and the cities that have a business", () => {
    const box = drawn(
      homePage(
        templates.home,
        [
          { id: 1, nom: 'Adiaké', photoUrl: '/uploads/villes/a.webp', nombreEntreprises: 2 },
          { id: 3, nom: 'Assinie', photoUrl: null, nombreEntreprises: 0 },
          { id: 2, nom: 'Bonoua', photoUrl: null, nombreEntreprises: 1 },
        ],
        { prenom: ' Aya ' } as never,
      ),
    );
    expect(box.querySelector('h1')?.textContent).toBe('Bonjour, Aya !');
    const tiles = [...box.querySelectorAll('section[aria-label="Villes desservies"] li a')];
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(['/city/adiake', '/city/bonoua']);
    expect(tiles[1]?.textContent).toContain('Bonoua');
    expect(box.querySelector('header')).not.toBeNull();
  });
});

describe('prepaint, inlined in index.html', () => {
  const win = window as EarlyWindow;
  const answer = (body: unknown, status = 200) => ({
    token: 't',
    at: Date.now(),
    response: Promise.resolve(new Response(JSON.stringify(body), { status })),
  });

  function open(path: string, role = 'CLIENT', status = 200) {
    window.history.replaceState(null, '', path);
    localStorage.setItem('user', JSON.stringify({ id: 7, role }));
    document.body.innerHTML = '<div id="root"></div>';
    win.__comoeEarly = {
      '/api/entreprises/ville/bassam': answer(status === 200 ? [business(3)] : { message: 'Non' }, status),
      '/api/villes': answer([{ id: 1, nom: 'Bassam', photoUrl: null, nombreEntreprises: 1 }]),
    };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  afterEach(() => {
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-prepaint-done');
    delete win.__comoeEarly;
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("draws a client's city list before the app's root, which waits hidden, then hands over", async () => {
    open('/city/bassam');
    prepaint(templates);
    await settle();
    const box = document.getElementById('prepaint');
    expect(box?.nextElementSibling?.id).toBe('root');
    expect(cards(box!)).toHaveLength(1);
    expect(document.documentElement.classList.contains('prepaint')).toBe(true);
    // The app can still read the answer the page started.
    await expect(
      (await win.__comoeEarly!['/api/entreprises/ville/bassam']!.response).json(),
    ).resolves.toHaveLength(1);

    endPrepaint();
    expect(document.getElementById('prepaint')).toBeNull();
    expect(document.documentElement.classList.contains('prepaint')).toBe(false);
  });

  it('hands over what the reader typed in the drawn search box, whether they are still in it, and the caret', async () => {
    open('/city/bassam');
    prepaint(templates);
    await settle();
    const search = document.querySelector<HTMLInputElement>('#prepaint input[type="search"]')!;
    search.value = 'garba';
    search.focus();
    search.setSelectionRange(2, 2);
    expect(endPrepaint()).toEqual({ text: 'garba', focused: true, caret: { start: 2, end: 2 } });
    expect(endPrepaint()).toBeNull();
  });

  it('hands over a reader who is in the drawn search box before typing, and no one who is not', async () => {
    for (const focused of [true, false]) {
      document.documentElement.removeAttribute('data-prepaint-done');
      open('/city/bassam');
      prepaint(templates);
      await settle();
      const search = document.querySelector<HTMLInputElement>('#prepaint input[type="search"]')!;
      if (focused) search.focus();
      expect(endPrepaint()).toEqual(
        focused ? { text: '', focused: true, caret: { start: 0, end: 0 } } : null,
      );
    }
  });

  it("gives way to an alert of the app (its error screen) before the page's data", async () => {
    open('/city/bassam');
    prepaint(templates);
    await settle();
    expect(document.getElementById('prepaint')).not.toBeNull();
    document.getElementById('root')!.innerHTML = '<section role="alert">Oups !</section>';
    await settle();
    expect(document.getElementById('prepaint')).toBeNull();
    expect(document.documentElement.classList.contains('prepaint')).toBe(false);
  });

  it('draws nothing for another role, a refused answer, a filtered list, or once the app has its page', async () => {
    for (const [path, role, status] of [
      ['/city/bassam', 'BUSINESS', 200],
      ['/city/bassam', 'CLIENT', 401],
      ['/city/bassam?q=garba', 'CLIENT', 200],
    ] as const) {
      open(path, role, status);
      prepaint(templates);
      await settle();
      expect(document.getElementById('prepaint')).toBeNull();
    }
    open('/city/bassam');
    prepaint(templates);
    endPrepaint();
    await settle();
    expect(document.getElementById('prepaint')).toBeNull();
  });
});
