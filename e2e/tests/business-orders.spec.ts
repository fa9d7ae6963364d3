import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, ok } from '../support/api';
import { DEMO } from '../support/demo';
import { OrderDrivers } from '../support/drive-order';
import { placeOrderAsClient, registerClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

const SHOTS = '../test-results/e2e/screens';
const short = (id: string) => id.slice(0, 6).toUpperCase();
const row = (page: Page, id: string) => page.locator(`[data-testid="order-row"][data-order-id="${id}"]`);

test('a business follows its orders live: accepts, marks ready, shows the code, cancels, reads a notification', async ({
  page,
  request,
}) => {
  const business = await apiSignIn(request, DEMO.business);
  const { id: entrepriseId, villeId } = await ok<{ id: number; villeId: number }>(
    request.get('/api/entreprises/me', { headers: business.headers }),
  );
  const client = await registerClient(request, villeId);
  const drivers = await OrderDrivers.signIn(request);

  await signIn(page, DEMO.business);
  await expect(page).toHaveURL(/\/business-dashboard/);
  await expect(page.getByRole('heading', { name: 'Commandes récentes' })).toBeVisible();
  // The list is loaded (possibly empty) before the order is placed: what follows comes live.
  await expect(page.getByTestId('orders-summary')).toBeVisible();

  // An order placed on the client's phone appears within 2 s, without reload, with its toast.
  const first = await placeOrderAsClient(request, client, entrepriseId);
  await expect(row(page, first.id)).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText(`Commande #${short(first.id)} à confirmer.`)).toBeVisible();
  await expect(page.getByText('Nouvelle commande').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-new-order-360.png` });

  // Accepting asks the preparation time (issue 21 §1).
  await row(page, first.id).getByRole('button', { name: 'Accepter' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accepter (20 min)' }).click();
  await expect(page.getByText('Commande acceptée : prête dans 20 min.').first()).toBeVisible();
  await expect(row(page, first.id)).toContainText('En attente du livreur');

  // The courier takes it from their phone: the row follows and offers 'Marquer comme prêt'.
  await drivers.takeMission(first.id);
  const ready = row(page, first.id).getByRole('button', { name: 'Marquer comme prêt' });
  await expect(ready).toBeVisible();
  await ready.click();
  await expect(row(page, first.id)).toContainText('Prête');

  // The pickup code the courier will ask for, large in the details.
  await row(page, first.id)
    .getByRole('button', { name: `Commande ${short(first.id)}, voir les détails` })
    .click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('Code entreprise (pour le livreur)')).toBeVisible();
  const code = await drivers.businessCode(first.id);
  await expect(details.getByTestId('code-entreprise')).toHaveText(code);
  await expect(details.getByTestId('order-history')).toContainText('Livreur');
  await page.screenshot({ path: `${SHOTS}/business-order-details-360.png` });
  await details.getByRole('button', { name: 'Fermer' }).click();

  // A second order, cancelled in two steps from its details.
  const second = await placeOrderAsClient(request, client, entrepriseId);
  await expect(row(page, second.id)).toBeVisible({ timeout: 2_000 });
  await row(page, second.id)
    .getByRole('button', { name: `Commande ${short(second.id)}, voir les détails` })
    .click();
  await details.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(details.getByText("Confirmer l'annulation ?")).toBeVisible();
  // Issue 34 §2: the owner always says why, from the refusal's list; the client reads it.
  await details.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(details.getByText('Choisissez un motif.')).toBeVisible();
  await details.getByRole('radio', { name: 'Rupture de stock' }).check();
  await details.getByRole('button', { name: 'Oui, annuler' }).click();
  await expect(details.getByTestId('business-status')).toHaveText('Annulée');
  await expect(details.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Fermer' }).click();
  await expect(row(page, second.id).getByTestId('business-status')).toHaveText('Annulée');

  // The bell counts the unread notifications; reading one lowers the count. Toasts sit over the
  // top bar on a phone until they time out (a pointer resting on them keeps them): let them go.
  await page.mouse.move(180, 700);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  const bell = page.getByRole('button', { name: /^Notifications, \d+ non lue\(s\)$/ });
  await expect(bell).toBeVisible();
  const before = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  await bell.click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  const unread = page.locator('[data-testid="notification"][data-lu="false"]').first();
  await unread.getByRole('button', { name: 'Marquer comme lu' }).click();
  await expect(page.getByRole('button', { name: `Notifications, ${before - 1} non lue(s)` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/business-notifications-360.png`, fullPage: true });

  // The courier delivers the first order: it moves to the history, with its proof, and the demo
  // client is left with no order in progress for the journeys that follow.
  await drivers.pickUp(first.id, code);
  await drivers.deliver(first.id, first.codeClient);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Historique des commandes' }).click();
  await page
    .getByTestId('history-row')
    .filter({ hasText: short(first.id) })
    .click();
  await expect(details.getByTestId('business-status')).toHaveText('Livrée');
  await expect(details.getByAltText('Photo prise par le livreur à la livraison')).toBeVisible();
});
