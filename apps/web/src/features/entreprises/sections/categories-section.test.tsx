import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categorieProduit, entreprise } from '../test/factories';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { CATEGORY_ERROR_MS, CategoriesSection } from './categories-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let server: ReturnType<typeof fakeServer>;

function defaultRoute(call: Call): Response {
  if (call.path === '/api/categoriesProduit/entreprise/2') {
    return json(200, [
      categorieProduit({ id: 1, nom: 'Plats', nombreProduits: 3 }),
      categorieProduit({ id: 2, nom: 'Boissons', nombreProduits: 0 }),
    ]);
  }
  if (call.method === 'POST') return json(201, categorieProduit({ id: 3, nom: 'Desserts' }));
  if (call.method === 'PUT') return json(200, categorieProduit({ id: 1, nom: 'Grillades' }));
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  vi.clearAllMocks();
  server = fakeServer(defaultRoute);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const render = () => renderWithClient(<CategoriesSection entreprise={entreprise()} goTo={vi.fn()} />);
const writes = () => server.calls.filter((c) => c.method !== 'GET');

describe('categories section', () => {
  it('lists each category with its product count', async () => {
    render();
    const rows = await screen.findAllByTestId('categorie-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Plats3 produits', 'BoissonsAucun produit']);
  });

  it('keeps Ajouter disabled while the trimmed name is blank, and sends the trimmed name', async () => {
    render();
    await screen.findAllByTestId('categorie-row');
    const input = screen.getByLabelText('Nouvelle catégorie');
    const add = screen.getByRole('button', { name: 'Ajouter' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '    ' } });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.submit(input.closest('form')!);
    expect(writes()).toHaveLength(0);

    fireEvent.change(input, { target: { value: '  Desserts ' } });
    expect(add).toHaveProperty('disabled', false);
    fireEvent.click(add);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/categoriesProduit',
      body: { nom: 'Desserts', utilisateurId: 2 },
    });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's message in a banner that hides after 5 s, else 'Erreur {status}'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.handler.route = (call) =>
      call.method === 'DELETE'
        ? json(409, {
            message: "Cette catégorie contient encore 3 produit(s) : déplacez-les ou supprimez-les d'abord.",
          })
        : call.method === 'POST'
          ? new Response('', { status: 500 })
          : defaultRoute(call);
    render();
    await screen.findAllByTestId('categorie-row');

    // The list says Boissons is empty; a product added meanwhile (another phone) makes the server refuse.
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Boissons' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Êtes-vous sûr de vouloir supprimer cette catégorie ?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    const banner = await screen.findByTestId('categorie-error');
    expect(banner.textContent).toContain('Cette catégorie contient encore 3 produit(s)');

    act(() => {
      vi.advanceTimersByTime(CATEGORY_ERROR_MS - 100);
    });
    expect(screen.queryByTestId('categorie-error')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId('categorie-error')).toBeNull();

    fireEvent.change(screen.getByLabelText('Nouvelle catégorie'), { target: { value: 'Desserts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    expect((await screen.findByTestId('categorie-error')).textContent).toBe('Erreur 500');
  });

  it('says at once that a category with products cannot go, without asking "Êtes-vous sûr ?"', async () => {
    render();
    await screen.findAllByTestId('categorie-row');
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer Plats' }));
    expect((await screen.findByTestId('categorie-error')).textContent).toContain(
      "Cette catégorie contient encore 3 produit(s) : déplacez-les ou supprimez-les d'abord.",
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writes()).toHaveLength(0);
  });

  it('edits a name in place: Enter saves, Escape cancels', async () => {
    render();
    await screen.findAllByTestId('categorie-row');

    fireEvent.click(screen.getByRole('button', { name: 'Modifier Boissons' }));
    const draft = screen.getByLabelText('Nouveau nom de Boissons');
    fireEvent.change(draft, { target: { value: 'Jus' } });
    fireEvent.keyDown(draft, { key: 'Escape' });
    expect(screen.queryByLabelText('Nouveau nom de Boissons')).toBeNull();
    expect(writes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Modifier Plats' }));
    const plats = screen.getByLabelText('Nouveau nom de Plats');
    fireEvent.change(plats, { target: { value: ' Grillades ' } });
    fireEvent.keyDown(plats, { key: 'Enter' });
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/categoriesProduit/1',
      body: { nom: 'Grillades' },
    });
    await waitFor(() => expect(screen.queryByLabelText('Nouveau nom de Plats')).toBeNull());
  });
});
