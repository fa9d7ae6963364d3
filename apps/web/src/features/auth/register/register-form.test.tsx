import { MSG } from '@comoe/shared/messages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const villes = [
  { id: 1, nom: 'Bassam', photoUrl: null, nombreEntreprises: 2 },
  { id: 2, nom: 'Bonoua', photoUrl: null, nombreEntreprises: 0 },
];

function renderForm(role: 'CLIENT' | 'ENTREPRISE' | 'LIVREUR') {
  const onSubmit = vi.fn();
  render(
    <RegisterForm
      role={role}
      villes={villes}
      entrepriseTypes={['RESTAURANT', 'SUPERMARCHE']}
      busy={false}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('sign-up form', () => {
  it('shows each problem under its field and sends nothing', async () => {
    const onSubmit = renderForm('CLIENT');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText(MSG.prenomRequired)).toBeTruthy();
    expect(screen.getByText(MSG.telephoneRequired)).toBeTruthy();
    expect(screen.getByText(MSG.cityRequired)).toBeTruthy();
    expect(screen.getByText(MSG.birthDateRequired)).toBeTruthy();
    expect(screen.getByLabelText('Prénom').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains the password rule and a mismatched confirmation', async () => {
    renderForm('ENTREPRISE');
    type('Mot de passe', 'court');
    type('Confirmer le mot de passe', 'autre');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText(MSG.passwordMismatch)).toBeTruthy();
    // The rule is shown as a hint before, and as the error after a bad try: same shared text.
    expect(screen.getByText(MSG.password).id).toMatch(/-error$/);
    expect(screen.getByText(MSG.nomEntrepriseRequired)).toBeTruthy();
  });

  it('shows business types and the courier vehicles by their French names', () => {
    renderForm('ENTREPRISE');
    expect(screen.getByRole('option', { name: 'Supermarché' })).toBeTruthy();
    renderForm('LIVREUR');
    expect(screen.getByRole('option', { name: 'Vélo' })).toBeTruthy();
  });

  it('hands a valid form over with the chosen role', async () => {
    const onSubmit = renderForm('LIVREUR');
    type('Prénom', 'Yao');
    type('Nom', 'Kouassi');
    type('Numéro de téléphone', '0708091011');
    type('Mot de passe', 'Livreur@2026');
    type('Confirmer le mot de passe', 'Livreur@2026');
    type('Genre', 'HOMME');
    type('Date de naissance', '1990-01-01');
    type('Moyen de transport', 'MOTO');
    type('Ville', '1');
    // His papers are required: an admin verifies them before he rides.
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText(MSG.cniPhotoRequired)).toBeTruthy();
    expect(screen.getByText(MSG.licensePhotoRequired)).toBeTruthy();
    expect(screen.getByLabelText('Photo de la CNI (recto)').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();

    const jpeg = (name: string) =>
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], name, { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Photo de la CNI (recto)'), {
      target: { files: [jpeg('cni.jpg')] },
    });
    fireEvent.change(screen.getByLabelText('Photo du permis de conduire'), {
      target: { files: [jpeg('permis.jpg')] },
    });
    await waitFor(() => expect(screen.queryByText(MSG.licensePhotoRequired)).toBeNull());
    expect(screen.queryByText(MSG.cniPhotoRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const sent = onSubmit.mock.calls[0]?.[0] as { files: { kind: string; file: File }[] };
    expect(sent).toMatchObject({
      values: { role: 'LIVREUR', telephone: '0708091011', cityId: 1, typeTransport: 'MOTO', email: null },
    });
    expect(sent.files.map((f) => [f.kind, f.file.name])).toEqual([
      ['cni', 'cni.jpg'],
      ['license', 'permis.jpg'],
    ]);
  });

  it('refuses a file that is not a picture, in French', async () => {
    renderForm('CLIENT');
    const input = screen.getByLabelText('Photo de profil (optionnelle)');
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(await screen.findByText(MSG.fileNotImage)).toBeTruthy();
  });

  it('refuses a text named like a photo at once, and shows a chosen picture as a thumbnail', async () => {
    const onSubmit = renderForm('CLIENT');
    const input = screen.getByLabelText('Photo de profil (optionnelle)');
    const fake = new File(['Bonjour'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [fake] } });
    expect(await screen.findByText(MSG.fileNotImage)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])], 'moi.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(input, { target: { files: [jpeg] } });
    expect(await screen.findByRole('img', { name: 'Aperçu : Photo de profil (optionnelle)' })).toBeTruthy();
    expect(screen.queryByText(MSG.fileNotImage)).toBeNull();
  });

  it('says when the cities could not be loaded and offers to try again', () => {
    const onRetryLoad = vi.fn();
    render(
      <RegisterForm
        role="ENTREPRISE"
        villes={undefined}
        entrepriseTypes={undefined}
        busy={false}
        loadFailed={{ villes: true, types: true }}
        onRetryLoad={onRetryLoad}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByText('Impossible de charger les villes.')).toBeTruthy();
    expect(screen.getByText("Impossible de charger les types d'entreprise.")).toBeTruthy();
    expect(screen.queryByText('Chargement des villes...')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Réessayer' })[0]!);
    expect(onRetryLoad).toHaveBeenCalledOnce();
  });

  it('shows how far a chosen picture has been sent', () => {
    render(
      <RegisterForm
        role="CLIENT"
        villes={villes}
        entrepriseTypes={undefined}
        busy
        uploadProgress={{ kind: 'profile', percent: 40 }}
        onSubmit={vi.fn()}
      />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
  });
});
