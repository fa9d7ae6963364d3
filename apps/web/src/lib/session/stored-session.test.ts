import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readStoredUser,
  sessionUserFromLogin,
  TOKEN_KEY,
  USER_KEY,
  writeStoredSession,
} from './stored-session';

const storage = window.localStorage;

afterEach(() => vi.restoreAllMocks());

describe('stored session', () => {
  it('keeps the role without its ROLE_ prefix and the token twice, as the product always did', () => {
    const user = sessionUserFromLogin({ id: 7, telephone: '0700000001', role: 'ROLE_CLIENT', token: 'jwt' });
    expect(user).toEqual({ id: 7, telephone: '0700000001', role: 'CLIENT', token: 'jwt' });
    writeStoredSession(storage, user!);
    expect(JSON.parse(storage.getItem(USER_KEY) ?? '')).toEqual({
      id: 7,
      telephone: '0700000001',
      role: 'CLIENT',
      token: 'jwt',
    });
    expect(storage.getItem(TOKEN_KEY)).toBe('jwt');
  });

  it('refuses a login answer with an unknown role', () => {
    expect(
      sessionUserFromLogin({ id: 1, telephone: '0700000001', role: 'ROLE_ROOT', token: 't' }),
    ).toBeNull();
  });

  it('reads back a stored user', () => {
    storage.setItem(
      USER_KEY,
      JSON.stringify({ id: 3, telephone: '0700000003', role: 'LIVREUR', token: 't' }),
    );
    expect(readStoredUser(storage)).toEqual({ id: 3, telephone: '0700000003', role: 'LIVREUR', token: 't' });
  });

  it('finds nobody when nothing is stored', () => {
    expect(readStoredUser(storage)).toBeNull();
  });

  it.each([
    ['text that is not JSON', '{pas du json'],
    ['a user without token', JSON.stringify({ id: 3, telephone: '0700000003', role: 'CLIENT' })],
    ['an unknown role', JSON.stringify({ id: 3, telephone: '0700000003', role: 'ROOT', token: 't' })],
    ['a bare string', JSON.stringify('CLIENT')],
  ])('logs and clears %s', (_case, raw) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.setItem(USER_KEY, raw);
    storage.setItem(TOKEN_KEY, 'jwt');
    expect(readStoredUser(storage)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Erreur lors de la lecture du localStorage', expect.anything());
    expect(storage.getItem(USER_KEY)).toBeNull();
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
  });
});
