import { MSG } from '@comoe/shared/messages';
import { NEW_CATEGORY, type OwnEntreprise } from '@comoe/shared/schemas/entreprise-profile';
import { DECISION_MSG } from '@comoe/shared/schemas/order-decisions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { entreprise } from '../test/factories';
import { fakeServer, json, renderWithClient, type Call } from '@/test/fake-server';
import { SettingsSection } from './settings-section';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

let server: ReturnType<typeof fakeServer>;

function defaultRoute(call: Call): Response {
  if (call.path === '/api/villes') return json(200, [{ id: 1, nom: 'Bassam', photoUrl: null }]);
  if (call.path === '/api/categories-entreprise') {
    return json(200, [
      { id: 1, nom: 'Maquis' },
      { id: 2, nom: 'Pharmacie' },
    ]);
  }
  if (call.path === '/api/payouts/entreprise/7') {
    return call.method === 'PUT'
      ? json(200, { entrepriseId: 7, accountName: null, ...(call.body as object) })
      : json(404, { message: MSG.payoutNotFound });
  }
  if (call.method === 'PUT' && call.path === '/api/entreprises/7') {
    return json(200, entreprise({ categorieId: 9, categorieNom: 'Grillades' }));
  }
  return json(404, { message: 'inconnu' });
}

beforeEach(() => {
  vi.clearAllMocks();
  server = fakeServer(defaultRoute);
});
afterEach(() => vi.unstubAllGlobals());

const goTo = vi.fn();
const render = (overrides: Partial<OwnEntreprise> = {}) =>
  renderWithClient(<SettingsSection entreprise={entreprise(overrides)} goTo={goTo} />);
const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Enregistrer toutes les informations' }));
const tab = (name: string) => screen.getByRole('tab', { name });
const writes = () => server.calls.filter((c) => c.method === 'PUT');
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('settings section', () => {
  it("titles the form 'Créer le profil' while the profile is incomplete", async () => {
    render({ profilComplet: false });
    expect(await screen.findByText('Créer le profil')).toBeTruthy();
    expect(screen.getByRole('heading', { name: "Paramètres de l'entreprise" })).toBeTruthy();
  });

  it('shows every rule of spec §5 under its field, and sends nothing', async () => {
    render();
    await screen.findByLabelText("Nom de l'entreprise");
    change("Nom de l'entreprise", 'A');
    change('Description', 'Court');
    fireEvent.click(tab('Contact & Média'));
    change('Adresse', 'Rue');
    change('E-mail', 'awa@');
    change('Téléphone', '07-abc');
    submit();

    // The first error's tab opens and its field takes the focus.
    await waitFor(() => expect(tab('Infos Générales').getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText(MSG.entrepriseNomMin)).toBeTruthy();
    expect(screen.getByText(MSG.entrepriseDescriptionMin)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Nom de l'entreprise"));

    fireEvent.click(tab('Contact & Média'));
    expect(screen.getByText(MSG.entrepriseAdresseMin)).toBeTruthy();
    expect(screen.getByText(MSG.emailInvalid)).toBeTruthy();
    expect(screen.getByText(MSG.entreprisePhoneInvalid)).toBeTruthy();
    expect(writes()).toHaveLength(0);
  });

  it('asks for a category, and for the name of a new one', async () => {
    render({ categorieId: null, categorieNom: null, profilComplet: false });
    await screen.findByRole('option', { name: 'Maquis' });
    submit();
    expect(await screen.findByText(MSG.categorieRequired)).toBeTruthy();

    change('Catégorie', NEW_CATEGORY);
    submit();
    expect(await screen.findByText(MSG.newCategorieNameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nom de la nouvelle catégorie'));
    expect(writes()).toHaveLength(0);

    change('Nom de la nouvelle catégorie', ' Grillades ');
    submit();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ categorieId: null, categorieNom: 'Grillades', villeId: 1 });
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Profil enregistré',
        "Les informations de l'entreprise sont à jour.",
      ),
    );
  });

  it('edits the usual preparation time under Spécificités, checked by the shared rule', async () => {
    render({ delaiPreparationHabituelMin: 25 });
    await screen.findByLabelText("Nom de l'entreprise");
    fireEvent.click(tab('Spécificités'));
    const label = DECISION_MSG.habituelLabel;
    expect(screen.getByLabelText<HTMLInputElement>(label).value).toBe('25');
    change(label, '0');
    submit();
    expect(await screen.findByText(DECISION_MSG.delaiInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(label));
    expect(writes()).toHaveLength(0);

    change(label, '35');
    submit();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ delaiPreparationHabituelMin: 35 });
  });

  it('saves a profile without an e-mail, as sign-up allows, sending null', async () => {
    render({ email: null });
    await screen.findByLabelText("Nom de l'entreprise");
    submit();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ email: null });
    expect(screen.queryByText(MSG.emailInvalid)).toBeNull();
  });

  it('opens the tab of the first error from another tab and focuses it', async () => {
    render({ adresse: '' });
    await screen.findByLabelText("Nom de l'entreprise");
    fireEvent.click(tab('Paiement'));
    submit();
    await waitFor(() => expect(tab('Contact & Média').getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByText(MSG.entrepriseAdresseMin)).toBeTruthy();
    // Focus follows once the tab's panel is shown.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Adresse')));
  });

  it('checks the payout fields once filled, and saves them with the same submit', async () => {
    render();
    await screen.findByLabelText("Nom de l'entreprise");
    fireEvent.click(tab('Paiement'));
    change('Numéro', '<script>');
    submit();
    expect(await screen.findByText(MSG.payoutMethodRequired)).toBeTruthy();
    expect(screen.getByText(MSG.payoutNumberInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Moyen de paiement')));

    change('Moyen de paiement', 'WAVE');
    change('Numéro', '07 01 02 03 04');
    submit();
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes().map((c) => c.path)).toEqual(['/api/entreprises/7', '/api/payouts/entreprise/7']);
    expect(writes()[1]?.body).toMatchObject({
      entrepriseId: 7,
      paymentMethod: 'WAVE',
      paymentNumber: '0701020304',
    });
  });

  it("shows the server's message when the save is refused, and cancel goes back to the orders", async () => {
    server.handler.route = (call) =>
      call.method === 'PUT' ? json(400, { message: "Cette ville n'existe pas." }) : defaultRoute(call);
    render();
    await screen.findByLabelText("Nom de l'entreprise");
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', "Cette ville n'existe pas."));

    server.handler.route = (call) =>
      call.method === 'PUT' ? new Response('', { status: 500 }) : defaultRoute(call);
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Erreur', MSG.profileSaveFailed));

    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(goTo).toHaveBeenCalledWith('orders');
  });
});
