import 'fake-indexeddb/auto';
import { COURIER_ALERT_MSG } from '@comoe/shared/courier-alerts';
import { MSG } from '@comoe/shared/messages';
import { PROOF_MSG } from '@comoe/shared/schemas/proof-uploads';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '@/lib/session/session-store';
import { toast } from '@/lib/toast';
import { fakeServer, json, pathOf, renderWithClient, type Call } from '@/test/fake-server';
import { PhotoPicker } from '../components/photo-picker';
import { courierOutbox } from '../offline/courier-outbox';
import { mission } from '../test/factories';
import { AvailableTab } from './available-tab';
import { CurrentTab } from './current-tab';

// Issue 22 §2 "never left guessing", on the courier's screens.
vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

// jsdom's files have no arrayBuffer(): the phone's do (confirm-handover.ts keeps the bytes).
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function (this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error ?? new Error('lecture impossible'));
      reader.readAsArrayBuffer(this);
    });
  };
}

const PREUVE_ID = '0b7d3c1e-2f4a-4c6b-9d8e-1a2b3c4d5e6f';
const offered = mission({ statut: 'EN_ATTENTE_LIVREUR' });
let current: ReturnType<typeof mission>[];
let deliveryAnswers: Array<() => Response>;
let calls: Call[];
let online = true;

beforeEach(async () => {
  vi.clearAllMocks();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useSession.setState({ user: { id: 3, telephone: '0700000003', role: 'LIVREUR', token: 'jwt-3' } });
  window.localStorage.setItem('token', 'jwt-3');
  for (const handover of await courierOutbox.reload()) await courierOutbox.dismiss(handover.key);
  current = [];
  deliveryAnswers = [];
  ({ calls } = fakeServer((call) => {
    const path = pathOf(call);
    if (path === '/api/livreurs/missions-disponibles') return json(200, [offered]);
    if (path === '/api/livreurs/mes-missions') return json(200, current);
    if (path === `/api/livreurs/accepter-mission/${offered.id}`) return json(200, { statut: 'ACCEPTEE' });
    if (path.endsWith('/preuve')) return json(200, { preuveId: PREUVE_ID });
    if (path.startsWith('/api/livreurs/marquer-livree/'))
      return (deliveryAnswers.shift() ?? (() => json(200, { statut: 'LIVREE' })))();
    return json(404, { message: 'inconnu' });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ user: null });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

describe('Accepter at the cap', () => {
  it('stays visible but disabled, with the reason on the card', async () => {
    current = [
      mission({ statut: 'ACCEPTEE' }),
      mission({ statut: 'PRETE' }),
      mission({ statut: 'EN_LIVRAISON' }),
    ];
    renderWithClient(<AvailableTab available />);
    const card = await screen.findByTestId('mission-card');
    await waitFor(() => expect(within(card).getByTestId('accept-cap')).toBeTruthy());
    expect(within(card).getByTestId('accept-cap').textContent).toBe(COURIER_ALERT_MSG.atCap(3));
    const accept = within(card).getByRole('button', { name: 'Accepter Mission' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    expect(accept.getAttribute('aria-describedby')).toBe(within(card).getByTestId('accept-cap').id);
    fireEvent.click(accept);
    expect(calls.some((c) => c.path.includes('accepter-mission'))).toBe(false);
  });

  it('is offered under the cap, and takes the courier to his current missions with it open', async () => {
    current = [mission({ statut: 'ACCEPTEE' }), mission({ statut: 'PRETE' })];
    renderWithClient(
      <>
        <AvailableTab available />
        <Where />
      </>,
    );
    const accept = await screen.findByRole('button', { name: 'Accepter Mission' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/livreurs/mes-missions')).toBe(true));
    expect(screen.queryByTestId('accept-cap')).toBeNull();
    expect(accept.hasAttribute('disabled')).toBe(false);
    fireEvent.click(accept);
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(`?tab=en-cours&mission=${offered.id}`),
    );
  });
});

describe('a current mission', () => {
  it('opens the one named in the address, and carries both phones with "Appeler"', async () => {
    const open = mission({ statut: 'ACCEPTEE', entrepriseTelephone: '0102030405' });
    current = [mission({ statut: 'PRETE' }), open];
    renderWithClient(<CurrentTab />, { route: `/?tab=en-cours&mission=${open.id}` });
    const wrappers = await screen.findAllByTestId('current-mission');
    expect(wrappers.map((w) => w.getAttribute('data-open'))).toEqual([null, 'true']);
    const calls = within(wrappers[1]!).getAllByRole('link', { name: /^Appeler/ });
    expect(calls.map((a) => a.getAttribute('href'))).toEqual(['tel:0700000001', 'tel:0102030405']);
    expect(calls[1]?.getAttribute('aria-label')).toBe('Appeler Chez Tantie Awa au 01 02 03 04 05');
  });

  it('shows a locked code on the card until it is unlocked, and offers no code try meanwhile', async () => {
    current = [mission({ statut: 'EN_LIVRAISON', codeBloque: true })];
    const { queryClient } = renderWithClient(<CurrentTab />);
    const card = await screen.findByTestId('mission-card');
    expect(within(card).getByTestId('code-locked').textContent).toContain(COURIER_ALERT_MSG.codeLockedTitle);
    expect(within(card).getByRole('button', { name: 'Marquer comme livré' }).hasAttribute('disabled')).toBe(
      true,
    );
    current = [{ ...current[0]!, codeBloque: false }];
    await queryClient.invalidateQueries();
    await waitFor(() => expect(within(card).queryByTestId('code-locked')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Marquer comme livré' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});

const PNG = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

async function deliver(card: HTMLElement, code: string, photo = true) {
  fireEvent.click(within(card).getByRole('button', { name: 'Marquer comme livré' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Code de vérification'), { target: { value: code } });
  if (photo) {
    const file = new File([PNG], 'preuve.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Importer une image'), { target: { files: [file] } });
    await within(dialog).findByText(/Photo prête/);
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
  return dialog;
}

const uploads = () => calls.filter((c) => c.path.endsWith('/preuve'));
const deliveries = () => calls.filter((c) => c.path.startsWith('/api/livreurs/marquer-livree/'));

describe('the proof photo', () => {
  it('is uploaded once, and every code try names it instead of sending it again', async () => {
    current = [mission({ statut: 'EN_LIVRAISON' })];
    deliveryAnswers = [() => json(400, { message: `${MSG.codeInvalid} Il vous reste 4 essai(s).` })];
    renderWithClient(<CurrentTab />);
    const card = await screen.findByTestId('mission-card');
    const dialog = await deliver(card, '0000');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Code invalide', expect.any(String)));
    // The dialog stays, with its photo: the courier types the code again.
    fireEvent.change(within(dialog).getByLabelText('Code de vérification'), { target: { value: '1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Commande livrée', expect.any(String)));

    expect(uploads()).toHaveLength(1);
    expect(deliveries()).toHaveLength(2);
    for (const call of deliveries()) {
      const form = call.body as FormData;
      expect(form.get('preuveId')).toBe(PREUVE_ID);
      expect(form.get('proofFile')).toBeNull();
    }
    const keys = deliveries().map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('refuses a file that is not a photo on the phone, under its own title, sending nothing', async () => {
    const onPhoto = vi.fn();
    renderWithClient(
      <PhotoPicker id="p" label="Preuve" camera="environment" photo={null} onPhoto={onPhoto} />,
    );
    const pdf = new File(['%PDF-1.4 facture'], 'facture.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Importer une image'), { target: { files: [pdf] } });
    expect((await screen.findByTestId('photo-error-title')).textContent).toBe(PROOF_MSG.notPhotoTitle);
    expect(screen.getByRole('alert').textContent).toContain(PROOF_MSG.notPhotoBody);
    expect(toast.error).toHaveBeenCalledWith(PROOF_MSG.notPhotoTitle, PROOF_MSG.notPhotoBody);
    expect(onPhoto).not.toHaveBeenCalled();
    const doc = new File(['bonjour'], 'lettre.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Prendre une photo'), { target: { files: [doc] } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledTimes(2));
    expect(onPhoto).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});

describe('offline, a delivery confirmed on the phone', () => {
  it('shows "En attente de réseau", never "Livrée", until the server says so; sent once', async () => {
    current = [mission({ statut: 'EN_LIVRAISON' })];
    online = false;
    renderWithClient(<CurrentTab />);
    const card = await screen.findByTestId('mission-card');
    await deliver(card, '1234');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByTestId('waiting-network').textContent).toBe('En attente de réseau');
    expect(within(card).getByTestId('mission-status').textContent).not.toBe('Livrée');
    expect(within(card).queryByRole('button', { name: 'Marquer comme livré' })).toBeNull();
    expect(within(card).queryByText('Livrée')).toBeNull();
    expect(uploads()).toHaveLength(0);

    online = true;
    await courierOutbox.flush();
    expect(uploads()).toHaveLength(1);
    expect(deliveries()).toHaveLength(1);
    expect(toast.success).toHaveBeenCalledWith('Commande livrée', expect.any(String));
    await waitFor(() => expect(within(card).queryByTestId('waiting-network')).toBeNull());
    await courierOutbox.flush();
    expect(deliveries()).toHaveLength(1);
  });
});
