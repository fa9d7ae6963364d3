import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiSignIn, ok, type Auth } from './api';
import { DEMO, freshPhone, type DemoAccount } from './demo';

// Real pictures for the papers: the app's icons, which the server re-encodes like any photo.
export const CNI_PHOTO = readFileSync(new URL('../../apps/web/public/icon-512.png', import.meta.url));
export const LICENCE_PHOTO = readFileSync(new URL('../../apps/web/public/icon-192.png', import.meta.url));

/**
 * A courier's ID card and licence photos, sent as his phone does after sign-up: an admin verifies
 * nobody without them (issue 20 §2).
 */
export async function sendCourierDocuments(request: APIRequestContext, courier: Auth): Promise<void> {
  for (const [kind, buffer] of [
    ['cni', CNI_PHOTO],
    ['license', LICENCE_PHOTO],
  ] as const) {
    const res = await request.post(`/api/files/upload/${courier.id}/${kind}`, {
      headers: courier.headers,
      multipart: { file: { name: `${kind}.png`, mimeType: 'image/png', buffer } },
    });
    expect(res.ok(), `${kind} → ${res.status()} ${await res.text()}`).toBe(true);
  }
}

/** A courier of the city signed up now, his papers sent and verified by the admin. */
export async function verifiedCourier(
  request: APIRequestContext,
  cityId: number,
  prenom = 'Yao',
  nom = 'Kouassi',
): Promise<DemoAccount & Auth & { prenom: string; nom: string }> {
  const account = { telephone: freshPhone(), motDePasse: 'Livreur@2026' };
  await ok(
    request.post('/api/auth/register', {
      data: {
        ...account,
        prenom,
        nom,
        role: 'LIVREUR',
        cityId,
        genre: 'HOMME',
        dateDeNaissance: '1995-06-14',
        typeTransport: 'MOTO',
      },
    }),
  );
  const auth = await apiSignIn(request, account);
  await sendCourierDocuments(request, auth);
  const admin = await apiSignIn(request, DEMO.admin);
  await ok(
    request.put(`/api/admin/livreurs/${auth.id}/verification`, {
      headers: admin.headers,
      data: { isVerified: true },
    }),
  );
  return { ...account, ...auth, prenom, nom };
}
