import type { Produit } from '@comoe/shared/schemas/entreprises';
import { MENU_ORDER_MSG } from '@comoe/shared/schemas/menu-order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { categorieProduit, entreprise, produit } from '../test/factories';
import { MenuSection } from './menu-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

// Issue 21 §3: arrows reorder the shown section's products; ticked products go on or off together.
let produits: Produit[];
let server: ReturnType<typeof fakeServer>;
let refuseOrder = false;

function route(call: Call): Response {
  if (call.path === '/api/produits/entreprise/7') return json(200, produits);
  if (call.path === '/api/categoriesProduit/entreprise/2') return json(200, [categorieProduit()]);
  if (call.method === 'PUT' && call.path === '/api/entreprises/7/produits/ordre') {
    if (refuseOrder) return json(400, { message: MENU_ORDER_MSG.produitsMismatch });
    const { ids } = call.body as { ids: number[] };
    produits = ids.map((id) => produits.find((p) => p.id === id)!);
    return json(200, produits);
  }
  if (call.method === 'PUT' && call.path === '/api/entreprises/7/produits/disponibilite') {
    const { ids, disponible } = call.body as { ids: number[]; disponible: boolean };
    produits = produits.map((p) => (ids.includes(p.id) ? { ...p, disponible } : p));
    return json(200, { modifies: ids.length });
  }
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  vi.clearAllMocks();
  refuseOrder = false;
  produits = [produit({ nom: 'Garba' }), produit({ nom: 'Alloco' }), produit({ nom: 'Placali' })];
  server = fakeServer(route);
});
afterEach(() => vi.unstubAllGlobals());

const render = () => renderWithClient(<MenuSection entreprise={entreprise()} goTo={vi.fn()} />);
const names = () =>
  screen.getAllByTestId('menu-product').map((card) => within(card).getByRole('heading').textContent);
const writes = () => server.calls.filter((c) => c.method === 'PUT');

describe('menu order and bulk availability', () => {
  it('offers the arrows once a section is chosen, moves at once and sends the whole section', async () => {
    render();
    await screen.findByText('Garba');
    expect(screen.queryByRole('button', { name: 'Descendre Garba' })).toBeNull();
    expect(screen.getByText("Choisissez une catégorie pour changer l'ordre de ses produits.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: '1' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Monter Garba' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Descendre Garba' }));
    await waitFor(() => expect(names()).toEqual(['Alloco', 'Garba', 'Placali']));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [a, g, p] = [produits[0]!, produits[1]!, produits[2]!];
    expect(writes()[0]?.body).toEqual({ categorieId: 1, ids: [a.id, g.id, p.id] });
  });

  it('puts the order back with the server’s message when it is refused', async () => {
    refuseOrder = true;
    render();
    await screen.findByText('Garba');
    fireEvent.change(screen.getByLabelText('Catégorie'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Monter Placali' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', MENU_ORDER_MSG.produitsMismatch));
    await waitFor(() => expect(names()).toEqual(['Garba', 'Alloco', 'Placali']));
  });

  it('switches the ticked products off in one call, then all of them back on', async () => {
    render();
    await screen.findByText('Garba');
    fireEvent.click(screen.getByRole('button', { name: 'Sélectionner' }));
    const bar = screen.getByRole('region', { name: 'Produits sélectionnés' });
    expect(within(bar).getByRole<HTMLButtonElement>('button', { name: 'Indisponible' }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Garba' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner Placali' }));
    expect(within(bar).getByText('2 sélectionnés')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Indisponible' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ ids: [produits[0]!.id, produits[2]!.id], disponible: false });
    await waitFor(() => expect(screen.getAllByText('Indisponible', { selector: 'span' })).toHaveLength(2));

    fireEvent.click(within(bar).getByRole('button', { name: 'Tout sélectionner' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Disponible' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]?.body).toMatchObject({ disponible: true });
    expect((writes()[1]?.body as { ids: number[] }).ids).toHaveLength(3);
    fireEvent.click(within(bar).getByRole('button', { name: 'Terminer' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
