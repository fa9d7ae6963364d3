import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, ok, type Auth } from './api';
import { DEMO } from './demo';
import { OrderDrivers } from './drive-order';
import { registerClient } from './place-order';
import { signIn } from './sign-in';

/** The courier's journeys (courier.spec.ts, courier-offline.spec.ts). */
export const SHOTS = '../test-results/e2e/screens';
// A real picture for the proof: the app's icon (512 px PNG), shrunk by the phone before it goes.
export const PROOF = readFileSync(new URL('../../apps/web/public/icon-512.png', import.meta.url));

export const card = (page: Page, id: string) =>
  page.locator(`[data-testid="mission-card"][data-mission-id="${id}"]`);
export const tab = (page: Page, name: string) => page.getByRole('tab', { name });

type Transition = { deStatut: string | null; versStatut: string };

/** Everything one delivery needs: the business, a client of the run, and the courier's own id. */
export async function setUp(request: APIRequestContext) {
  const business = await apiSignIn(request, DEMO.business);
  const { id: entrepriseId, villeId } = await ok<{ id: number; villeId: number }>(
    request.get('/api/entreprises/me', { headers: business.headers }),
  );
  const client = await registerClient(request, villeId);
  const drivers = await OrderDrivers.signIn(request);
  const courier = await apiSignIn(request, DEMO.courier);
  return { business, entrepriseId, villeId, client, drivers, courier };
}

export async function history(
  request: APIRequestContext,
  business: Auth,
  entrepriseId: number,
  orderId: string,
) {
  return ok<{ statut: string; historique: Transition[] }>(
    request.get(`/api/entreprises/${entrepriseId}/orders/${orderId}`, { headers: business.headers }),
  );
}

/** The courier signs in and turns available (whatever the previous journeys left). */
export async function openAvailable(page: Page, shot?: string) {
  await signIn(page, DEMO.courier);
  await expect(page).toHaveURL(/\/delivery-dashboard/);
  await expect(page.getByRole('heading', { name: 'Espace Livreur' })).toBeVisible();
  const availability = page.getByRole('switch', { name: 'Disponible pour des missions' });
  if ((await availability.getAttribute('aria-checked')) === 'true') await availability.click();
  await expect(page.getByText('Activez votre disponibilité pour voir les missions')).toBeVisible();
  await expect(page.getByText('Indisponible', { exact: true })).toBeVisible();
  if (shot) await page.screenshot({ path: `${SHOTS}/${shot}` });
  await availability.click();
  await expect(availability).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Disponible', { exact: true })).toBeVisible();
}
