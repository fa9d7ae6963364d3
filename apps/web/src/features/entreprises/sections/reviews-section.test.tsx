import { AVIS_MSG, type AvisEntreprise } from '@comoe/shared/schemas/avis-entreprise';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { fakeServer, json, pathOf, renderWithClient, type Call } from '@/test/fake-server';
import { entreprise } from '../test/factories';
import { ReviewsSection } from './reviews-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const avis = (overrides: Partial<AvisEntreprise>): AvisEntreprise => ({
  id: 1,
  clientPrenom: 'Aya',
  note: 4,
  commentaire: 'Très bon garba !',
  createdAt: '2026-11-20T12:00:00.000Z',
  reponse: null,
  reponseAt: null,
  ...overrides,
});

let stored: AvisEntreprise[];
let server: ReturnType<typeof fakeServer>;

function route(call: Call): Response {
  if (call.method === 'GET' && pathOf(call) === '/api/entreprises/7/avis') {
    return json(200, { content: stored, totalElements: stored.length });
  }
  const reply = /^\/api\/entreprises\/7\/avis\/(\d+)\/reponse$/.exec(call.path);
  if (call.method === 'POST' && reply) {
    const target = stored.find((a) => a.id === Number(reply[1]));
    if (!target) return json(404, { message: AVIS_MSG.avisNotFound });
    if (target.reponse) return json(409, { message: AVIS_MSG.dejaRepondu });
    target.reponse = (call.body as { texte: string }).texte;
    target.reponseAt = '2026-11-21T09:00:00.000Z';
    return json(200, target);
  }
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  vi.clearAllMocks();
  stored = [
    avis({ id: 2 }),
    avis({
      id: 1,
      note: 2,
      commentaire: 'Froid.',
      reponse: 'Désolés, réchaud réparé.',
      clientPrenom: 'Koffi',
    }),
  ];
  server = fakeServer(route);
});
afterEach(() => vi.unstubAllGlobals());

const render = () => renderWithClient(<ReviewsSection entreprise={entreprise({ id: 7 })} goTo={vi.fn()} />);
const cardOf = (name: string) => screen.getByText(name).closest('article') as HTMLElement;

describe('reviews section', () => {
  it('lists the reviews with their reply, and a reply form only under the unanswered one', async () => {
    render();
    expect(await screen.findByText('Très bon garba !')).toBeTruthy();
    expect(within(cardOf('Koffi')).getByText('Désolés, réchaud réparé.')).toBeTruthy();
    expect(within(cardOf('Koffi')).queryByRole('button', { name: 'Répondre' })).toBeNull();
    expect(within(cardOf('Aya')).getByRole('button', { name: 'Répondre' })).toBeTruthy();
    expect(within(cardOf('Aya')).getByRole('img', { name: '4 sur 5' })).toBeTruthy();
  });

  it('refuses a reply under 2 characters in French, without calling the server', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Répondre' }));
    const field = await screen.findByLabelText('Votre réponse publique');
    fireEvent.change(field, { target: { value: ' A ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    expect(await screen.findByText(AVIS_MSG.reponseLength)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('publishes the reply, says so, and shows it in place of the form', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Répondre' }));
    fireEvent.change(screen.getByLabelText('Votre réponse publique'), {
      target: { value: '  Merci Aya, à bientôt !  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(AVIS_MSG.reponseSaved));
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/api/entreprises/7/avis/2/reponse',
      body: { texte: 'Merci Aya, à bientôt !' },
    });
    expect(await within(cardOf('Aya')).findByText('Merci Aya, à bientôt !')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Répondre' })).toBeNull();
    expect(screen.queryByLabelText('Votre réponse publique')).toBeNull();
  });

  it('closes the form on Annuler without sending anything', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Répondre' }));
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByLabelText('Votre réponse publique')).toBeNull();
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's 409 when the review was answered meanwhile, then the reply it holds", async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Répondre' }));
    stored[0]!.reponse = 'Réponse envoyée depuis la tablette';
    fireEvent.change(screen.getByLabelText('Votre réponse publique'), { target: { value: 'Merci !' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publier la réponse' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', AVIS_MSG.dejaRepondu));
    expect(await screen.findByText('Réponse envoyée depuis la tablette')).toBeTruthy();
  });

  it('says so when there is no review yet', async () => {
    stored = [];
    render();
    expect(await screen.findByText("Aucun avis pour l'instant")).toBeTruthy();
  });
});
