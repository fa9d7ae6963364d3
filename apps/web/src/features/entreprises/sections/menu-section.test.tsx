import { MSG } from '@comoe/shared/messages';
import type { Produit } from '@comoe/shared/schemas/entreprises';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { categorieProduit, entreprise, produit } from '../test/factories';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { fakeXhr } from '../test/xhr';
import { MenuSection } from './menu-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let produits: Produit[] = [];
let server: ReturnType<typeof fakeServer>;
let uploadAnswer: () => Promise<{ status: number; body: string }>;

function defaultRoute(call: Call): Response {
  if (call.path === '/api/produits/entreprise/7') return json(200, produits);
  if (call.path === '/api/categoriesProduit/entreprise/2') return json(200, [categorieProduit()]);
  if (call.method === 'POST' && call.path === '/api/produits') {
    return json(201, produit({ ...(call.body as Partial<Produit>), id: 42 }));
  }
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  vi.clearAllMocks();
  produits = [];
  server = fakeServer(defaultRoute);
  uploadAnswer = () => Promise.resolve({ status: 200, body: '/uploads/product/garba.webp' });
  fakeXhr(server.calls, () => uploadAnswer());
});
afterEach(() => vi.unstubAllGlobals());

const render = () => renderWithClient(<MenuSection entreprise={entreprise()} goTo={vi.fn()} />);

async function openAddPanel() {
  render();
  await screen.findByText('Aucun produit pour le moment');
  fireEvent.click(screen.getByRole('button', { name: 'Ajouter un produit' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Nom'), { target: { value: 'Garba complet' } });
  fireEvent.change(within(dialog).getByLabelText('Description'), {
    target: { value: 'Attiéké, thon, piment' },
  });
  return dialog;
}

describe('menu section', () => {
  it('refuses a decimal price with the whole-FCFA message, and sends nothing', async () => {
    const dialog = await openAddPanel();
    for (const price of ['1500,50', '1500.5']) {
      fireEvent.change(within(dialog).getByLabelText('Prix (FCFA)'), { target: { value: price } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le produit' }));
      expect(await within(dialog).findByText(MSG.produitPrixWhole)).toBeTruthy();
    }
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the product first, then uploads its photo with a visible progress bar', async () => {
    let finish: (answer: { status: number; body: string }) => void = () => undefined;
    uploadAnswer = () => new Promise((resolve) => (finish = resolve));
    const dialog = await openAddPanel();
    fireEvent.change(within(dialog).getByLabelText('Prix (FCFA)'), { target: { value: '1 500' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'garba.png', {
      type: 'image/png',
    });
    fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [photo] } });
    // The picked file is checked by its bytes first; its preview says it was taken.
    await within(dialog).findByRole('img', { name: /^Aperçu/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le produit' }));

    const bar = await within(dialog).findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('50'));
    const writes = server.calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/produits',
      'POST /api/files/upload/product/42',
    ]);
    expect(writes[0]?.body).toMatchObject({
      nom: 'Garba complet',
      prix: 1500,
      categorieId: 1,
      disponible: true,
      photo: null,
      entrepriseId: 7,
    });
    expect(writes[1]?.body).toBeInstanceOf(FormData);

    finish({ status: 200, body: '/uploads/product/garba.webp' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Produit ajouté', '« Garba complet » est au menu.');
  });

  it('puts the availability switch back and says so when the server refuses', async () => {
    produits = [produit({ id: 5, nom: 'Alloco', disponible: true })];
    let refuse: () => void = () => undefined;
    server.handler.route = (call) =>
      call.method === 'PUT'
        ? new Promise((resolve) => (refuse = () => resolve(json(500, { message: 'panne' }))))
        : defaultRoute(call);
    render();
    const toggle = () => screen.getByRole('switch', { name: 'Alloco disponible' });
    await screen.findByRole('switch', { name: 'Alloco disponible' });
    fireEvent.click(toggle());
    // Shown before the server answers…
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText('Indisponible')).toBeTruthy();
    // …then put back when it refuses.
    refuse();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', MSG.produitToggleFailed));
    await waitFor(() => expect(toggle().getAttribute('aria-checked')).toBe('true'));
    expect(server.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/produits/5',
      body: { disponible: false },
    });
  });

  it('says which name is taken, and prefers the server’s field message on a 400', async () => {
    server.handler.route = (call) =>
      call.method === 'POST' ? json(409, { message: 'déjà' }) : defaultRoute(call);
    const dialog = await openAddPanel();
    fireEvent.change(within(dialog).getByLabelText('Prix (FCFA)'), { target: { value: '1500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le produit' }));
    expect(await within(dialog).findByText(MSG.produitNameTaken)).toBeTruthy();

    server.handler.route = (call) =>
      call.method === 'POST' ? json(400, { message: 'Catégorie introuvable.' }) : defaultRoute(call);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter le produit' }));
    expect(await within(dialog).findByText('Catégorie introuvable.')).toBeTruthy();
  });

  it('asks before deleting and explains a refusal while an order holds the product', async () => {
    produits = [produit({ id: 5, nom: 'Alloco' })];
    server.handler.route = (call) =>
      call.method === 'DELETE' ? json(409, { message: MSG.produitReferenced }) : defaultRoute(call);
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Alloco' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Supprimer ce produit ?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', MSG.produitReferenced));
    expect(server.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/produits/5');
  });

  it('counts the products and averages their price in whole FCFA', async () => {
    produits = [
      produit({ prix: 1000, disponible: true }),
      produit({ prix: 1500, disponible: false }),
      produit({ prix: 2001, disponible: true }),
    ];
    render();
    const stats = await screen.findByTestId('menu-stats');
    expect(stats.textContent).toContain('Total Produits3');
    expect(within(stats).getByText('2')).toBeTruthy();
    expect(within(stats).getByText('1')).toBeTruthy();
    // (1000 + 1500 + 2001) / 3 = 1500.33… → 1 500 FCFA.
    expect(within(stats).getByText(/1\s500\sFCFA/)).toBeTruthy();
  });
});
