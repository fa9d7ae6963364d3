/** The demo client's session, as the login page stores it (localStorage `user` and `token`). */
export type DemoSession = { user: { id: number; telephone: string; role: string; token: string } };

export const DEMO_CLIENT = { telephone: '0700000001', motDePasse: 'Client@2026' };
export const DEMO_BUSINESS = { telephone: '0700000002', motDePasse: 'Entreprise@2026' };
export const DEMO_COURIER = { telephone: '0700000003', motDePasse: 'Livreur@2026' };

export async function demoSession(baseUrl: string, account = DEMO_CLIENT): Promise<DemoSession> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`Connexion de ${account.telephone} refusée : ${res.status}.`);
  const login = (await res.json()) as { id: number; telephone: string; role: string; token: string };
  return {
    user: {
      id: login.id,
      telephone: login.telephone,
      role: login.role.replace(/^ROLE_/, ''),
      token: login.token,
    },
  };
}

/** For `context.addInitScript`: the session in storage before any page script runs. */
export function sessionScript(session: DemoSession): string {
  const user = JSON.stringify(session.user);
  return `localStorage.setItem('user', ${JSON.stringify(user)}); localStorage.setItem('token', ${JSON.stringify(session.user.token)});`;
}
