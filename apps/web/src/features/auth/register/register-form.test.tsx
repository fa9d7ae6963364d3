import { MSG } from '@comoe/shared/messages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from './register-form';

const villes = [
  { id: 1, nom: 'Bassam', photoUrl: null },
  { id: 2, nom: 'Bonoua', photoUrl: null },
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

  it('shows business types capitalised and the courier vehicles by name', () => {
    renderForm('ENTREPRISE');
    expect(screen.getByRole('option', { name: 'Supermarche' })).toBeTruthy();
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
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      values: { role: 'LIVREUR', telephone: '0708091011', cityId: 1, typeTransport: 'MOTO', email: null },
      files: [],
    });
  });

  it('refuses a file that is not a picture, in French', () => {
    renderForm('CLIENT');
    const input = screen.getByLabelText('Photo de profil (optionnelle)');
    const pdf = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(screen.getByText(MSG.fileNotImage)).toBeTruthy();
  });
});
