import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { HorairesEditor } from './horaires-editor';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const EMPTY = { jours: [1, 2, 3, 4, 5, 6, 7].map((jour) => ({ jour, plages: [] })), fermetures: [] };
let server: ReturnType<typeof fakeServer>;

beforeEach(() => {
  vi.clearAllMocks();
  server = fakeServer((call: Call) => {
    if (call.path === '/api/entreprises/7/horaires')
      return call.method === 'PUT' ? json(200, { ...EMPTY, ...(call.body as object) }) : json(200, EMPTY);
    return json(404, { message: 'inconnu' });
  });
});
afterEach(() => vi.unstubAllGlobals());

const puts = () => server.calls.filter((c) => c.method === 'PUT');

describe('hours editor', () => {
  it('adds lunch and dinner ranges, copies them to every day, and saves the week', async () => {
    renderWithClient(<HorairesEditor entrepriseId={7} />);
    const add = await screen.findAllByRole('button', { name: 'Ajouter une plage' });
    fireEvent.click(add[0]!);
    fireEvent.click(add[0]!);
    expect(screen.getByLabelText<HTMLInputElement>('lundi, plage 2 : ouverture').value).toBe('18:00');
    fireEvent.click(screen.getByRole('button', { name: 'Copier sur tous les jours' }));
    expect(screen.getAllByLabelText(/plage 2 : fermeture/)).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const body = puts()[0]!.body as { jours: Array<{ jour: number; plages: unknown[] }> };
    expect(body.jours[6]).toEqual({
      jour: 7,
      plages: [
        { debut: '11:00', fin: '14:30' },
        { debut: '18:00', fin: '23:00' },
      ],
    });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Horaires enregistrés', expect.any(String)),
    );
  });

  it('says which day has overlapping ranges, and sends nothing', async () => {
    renderWithClient(<HorairesEditor entrepriseId={7} />);
    const add = await screen.findAllByRole('button', { name: 'Ajouter une plage' });
    fireEvent.click(add[1]!);
    fireEvent.click(add[1]!);
    fireEvent.change(screen.getByLabelText('mardi, plage 2 : ouverture'), { target: { value: '14:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les horaires' }));
    expect(await screen.findByText('Les plages horaires du mardi se chevauchent.')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });
});
