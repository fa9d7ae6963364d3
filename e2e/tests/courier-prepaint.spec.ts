import { expect, test } from '@playwright/test';
import { ok } from '../support/api';
import { appTookOver, holdCode } from '../support/app-page';
import { card, setUp, SHOTS } from '../support/courier';
import { DEMO } from '../support/demo';
import { placeOrderAsClient } from '../support/place-order';
import { signIn } from '../support/sign-in';

// Issue 22: on a slow link the courier reads the missions of his city, calls and opens the way
// there before the area's code arrives; "Accepter" waits for the app, which then takes over.
const WHERE = { latitude: 5.2, longitude: -3.74 };
test.use({ serviceWorkers: 'block', geolocation: WHERE, permissions: ['geolocation'] });

test("a courier's missions are on screen, calls and ways there working, before the area's code arrives", async ({
  page,
  request,
}) => {
  const { client, entrepriseId, drivers, courier } = await setUp(request);
  await ok(
    request.put('/api/livreurs/disponibilite', {
      headers: courier.headers,
      data: { disponible: true, ...WHERE },
    }),
  );
  const order = await placeOrderAsClient(request, client, entrepriseId);
  await drivers.accept(order.id);

  await signIn(page, DEMO.courier);
  const release = await holdCode(page);
  await page.goto('/delivery-dashboard', { waitUntil: 'commit' });

  const drawn = page.locator('#prepaint');
  const mission = drawn.locator(`[data-testid="mission-card"][data-mission-id="${order.id}"]`);
  await expect(mission).toBeVisible();
  await expect(mission.getByRole('button', { name: 'Accepter Mission' })).toBeDisabled();
  // What needs no app works at once: the phone's dialer and its maps.
  await expect(mission.getByRole('link', { name: /^Appeler / }).first()).toHaveAttribute('href', /^tel:/);
  await expect(mission.getByTestId('itinerary-link')).toHaveAttribute(
    'href',
    /^(?:geo:|https:\/\/www\.google\.com\/maps\/dir\/)/,
  );
  await expect(drawn.getByText('Disponible', { exact: true })).toBeVisible();
  await expect(drawn.getByTestId('stat-card')).toHaveCount(4);
  await expect(page.locator('#root')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/prepaint-courier-missions.png` });

  // The app takes over with the same mission, once.
  await release();
  await appTookOver(page);
  await expect(card(page, order.id)).toHaveCount(1);
  await expect(card(page, order.id).getByRole('button', { name: 'Accepter Mission' })).toBeVisible();
  await expect(page.getByTestId('courier-map')).toHaveCount(1);
});
