import 'fake-indexeddb/auto';
import { MSG } from '@comoe/shared/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { courierOutbox } from '../offline/courier-outbox';
import { mission } from '../test/factories';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { CurrentTab } from './current-tab';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const ready = mission({ statut: 'PRETE' });
let pickupAnswer: () => Response;
let calls: Call[];
let online = true;

beforeEach(async () => {
  vi.clearAllMocks();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useSession.setState({ user: { id: 3, telephone: '0700000003', role: 'LIVREUR', token: 'jwt-3' } });
  window.localStorage.setItem('token', 'jwt-3');
  for (const handover of await courierOutbox.reload()) await courierOutbox.dismiss(handover.key);
  pickupAnswer = () => json(200, { statut: 'EN_LIVRAISON' });
  ({ calls } = fakeServer((call) => {
    if (call.path === '/api/livreurs/mes-missions') return json(200, [ready]);
    if (call.path.startsWith(`/api/livreurs/marquer-recuperee/${ready.id}`)) return pickupAnswer();
    return json(404, { message: 'inconnu' });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ user: null });
});

async function openPickup() {
  renderWithClient(<CurrentTab />);
  fireEvent.click(await screen.findByRole('button', { name: 'Marquer comme récupéré' }));
  const dialog = await screen.findByRole('dialog');
  const code = within(dialog).getByLabelText('Code de vérification');
  const verify = within(dialog).getByRole('button', { name: 'Vérifier' });
  return { dialog, code, verify };
}

const pickups = () => calls.filter((c) => c.path.startsWith('/api/livreurs/marquer-recuperee/'));

describe('a pickup from the current missions', () => {
  it('sends the trimmed code once, with its own Idempotency-Key', async () => {
    const { code, verify } = await openPickup();
    expect(verify.hasAttribute('disabled')).toBe(true);
    fireEvent.change(code, { target: { value: '   ' } });
    expect(verify.hasAttribute('disabled')).toBe(true);
    fireEvent.change(code, { target: { value: ' 1234 ' } });
    fireEvent.click(verify);
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        '📦 Commande récupérée',
        'Vous avez bien marqué la commande comme récupérée.',
      ),
    );
    expect(pickups()).toHaveLength(1);
    expect(pickups()[0]?.path).toBe(`/api/livreurs/marquer-recuperee/${ready.id}?code=1234`);
    expect(pickups()[0]?.headers.get('Idempotency-Key')).toMatch(/^[\w-]{8,}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open on a wrong code, with the server message', async () => {
    pickupAnswer = () => json(400, { message: `${MSG.codeInvalid} Il vous reste 4 essai(s).` });
    const { code, verify } = await openPickup();
    fireEvent.change(code, { target: { value: '0000' } });
    fireEvent.click(verify);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(
        'Code invalide',
        `${MSG.codeInvalid} Il vous reste 4 essai(s).`,
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    // Refused at once: nothing is left waiting on the phone.
    await waitFor(() => expect(courierOutbox.snapshot()).toEqual([]));
  });

  it('offline, keeps it on the phone and shows the card as picked up, waiting for the network', async () => {
    online = false;
    const { code, verify } = await openPickup();
    fireEvent.change(code, { target: { value: '1234' } });
    fireEvent.click(verify);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.info).toHaveBeenCalledWith(
      'En attente de réseau',
      'La commande sera marquée récupérée dès le retour du réseau.',
    );
    expect(pickups()).toHaveLength(0);
    const card = screen.getByTestId('mission-card');
    expect(within(card).getByTestId('waiting-network').textContent).toBe('En attente de réseau');
    expect(within(card).getByTestId('mission-status').textContent).toBe('Récupérée');
    expect(within(card).getByRole('button', { name: 'Marquer comme livré' })).toBeTruthy();

    // The network returns: sent by itself, once.
    online = true;
    await courierOutbox.flush();
    expect(pickups()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('waiting-network')).toBeNull());
  });

  it('shows a code found wrong at sync time on the card, and offers the pickup again with a new key', async () => {
    online = false;
    const first = await openPickup();
    fireEvent.change(first.code, { target: { value: '0000' } });
    fireEvent.click(first.verify);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    online = true;
    pickupAnswer = () => json(400, { message: `${MSG.codeInvalid} Il vous reste 4 essai(s).` });
    await courierOutbox.flush();
    const card = screen.getByTestId('mission-card');
    await waitFor(() =>
      expect(within(card).getByTestId('handover-refused').textContent).toContain(
        `${MSG.codeInvalid} Il vous reste 4 essai(s).`,
      ),
    );
    expect(toast.error).toHaveBeenCalledWith('Code invalide', `${MSG.codeInvalid} Il vous reste 4 essai(s).`);
    expect(within(card).getByTestId('mission-status').textContent).toBe('Prête');

    pickupAnswer = () => json(200, { statut: 'EN_LIVRAISON' });
    fireEvent.click(within(card).getByRole('button', { name: 'Marquer comme récupéré' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Code de vérification'), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('📦 Commande récupérée', expect.any(String)),
    );
    const keys = pickups().map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    await waitFor(() => expect(screen.queryByTestId('handover-refused')).toBeNull());
  });
});
