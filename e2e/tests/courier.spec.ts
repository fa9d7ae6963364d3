import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, ok } from '../support/api';
import { DEMO, freshPhone } from '../support/demo';
import { card, history, openAvailable, PROOF, setUp, SHOTS, tab } from '../support/courier';
import { placeOrderAsClient } from '../support/place-order';

const short = (id: string) => id.slice(0, 6).toUpperCase();
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** A courier who signs up now; answers the matricule the server issued and his card's token. */
async function registerCourier(
  request: APIRequestContext,
  cityId: number,
): Promise<{ matricule: string; jetonCarte: string }> {
  const account = { telephone: freshPhone(), motDePasse: 'Livreur@2026' };
  await ok(
    request.post('/api/auth/register', {
      data: {
        ...account,
        prenom: 'Kouadio',
        nom: 'Brou',
        role: 'LIVREUR',
        cityId,
        genre: 'HOMME',
        dateDeNaissance: '1994-02-03',
        typeTransport: 'SCOOTER',
      },
    }),
  );
  const auth = await apiSignIn(request, account);
  return ok<{ matricule: string; jetonCarte: string }>(
    request.get('/api/livreurs/me', { headers: auth.headers }),
  );
}

async function statValue(page: Page, label: string): Promise<string> {
  const stat = page.getByTestId('stat-card').filter({ hasText: label });
  return (await stat.locator('dd').textContent()) ?? '';
}

test.use({ geolocation: { latitude: 5.2, longitude: -3.74 }, permissions: ['geolocation'] });

test('a courier takes a mission live, picks it up and delivers it, then prints the card', async ({
  page,
  request,
  browser,
}) => {
  const { business, entrepriseId, villeId, client, drivers } = await setUp(request);
  await openAvailable(page, 'courier-unavailable-360.png');
  await expect(page.getByTestId('stat-card')).toHaveCount(4);
  await page.screenshot({ path: `${SHOTS}/courier-available-360.png` });
  const deliveriesBefore = Number(await statValue(page, 'Livraisons'));

  // A client orders and the business accepts: the mission appears within 2 s, without reload.
  const order = await placeOrderAsClient(request, client, entrepriseId);
  await drivers.accept(order.id);
  const mission = card(page, order.id);
  await expect(mission).toBeVisible({ timeout: 2_000 });
  await expect(page.getByText(`Mission #${short(order.id)} disponible.`)).toBeVisible();
  await expect(mission.getByTestId('mission-status')).toHaveText('En attente');
  // The phone told where it is: the mission says how far the business is.
  await expect(mission.getByTestId('distance')).toContainText('km de vous');
  // Issue 22 §1: directions to the business in the phone's maps app (geo: on this Android phone).
  await expect(mission.getByRole('link', { name: /retrait chez/ })).toHaveAttribute('href', /^geo:-?\d/);
  await expect(mission.getByRole('link', { name: /retrait chez/ })).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: `${SHOTS}/courier-mission-offered-360.png` });

  await mission.getByRole('button', { name: 'Accepter Mission' }).click();
  await expect(page.getByText('✅ Mission acceptée')).toBeVisible();
  await expect(page.getByText(`Vous avez accepté la mission #${short(order.id)}`)).toBeVisible();
  // Taken straight to 'Missions en cours', the new mission open (issue 22 §2).
  await expect(tab(page, 'Missions en cours')).toHaveAttribute('aria-selected', 'true');
  await expect(mission.getByTestId('mission-status')).toHaveText('Acceptée');
  await expect(mission.getByRole('link', { name: /^Appeler Adjoua .* au 07/ })).toHaveAttribute(
    'href',
    /^tel:07\d{8}$/,
  );
  await page.screenshot({ path: `${SHOTS}/courier-current-360.png` });

  // The business marks it ready: the card follows live and offers the pickup.
  await drivers.ready(order.id);
  await expect(mission.getByTestId('mission-status')).toHaveText('Prête');
  await mission.getByRole('button', { name: 'Marquer comme récupéré' }).click();
  const dialog = page.getByRole('dialog', { name: 'Code de vérification' });
  const code = dialog.getByRole('textbox', { name: 'Code de vérification' });
  const verify = dialog.getByRole('button', { name: 'Vérifier' });
  await expect(verify).toBeDisabled();
  await code.fill('   ');
  await expect(verify).toBeDisabled();
  const businessCode = await drivers.businessCode(order.id);
  await code.fill(wrongCode(businessCode));
  await verify.click();
  await expect(page.getByText('Code invalide')).toBeVisible();
  await expect(page.getByText(/Code de vérification incorrect\. Il vous reste 4 essai\(s\)\./)).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/courier-pickup-dialog-360.png` });
  await code.fill(` ${businessCode} `);
  await verify.click();
  await expect(page.getByText('📦 Commande récupérée')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(mission.getByTestId('mission-status')).toHaveText('Récupérée');

  // Delivery: the client's code and a proof photo; 'Vérifier' waits for the photo.
  await mission.getByRole('button', { name: 'Marquer comme livré' }).click();
  await expect(dialog.getByText('Preuve de paiement', { exact: true })).toBeVisible();
  await code.fill(order.codeClient);
  await expect(verify).toBeDisabled();
  await dialog.getByLabel('Prendre une photo').setInputFiles({
    name: 'preuve.png',
    mimeType: 'image/png',
    buffer: PROOF,
  });
  await expect(dialog.getByText(/Photo prête \(\d+ Ko\)/)).toBeVisible();
  await expect(dialog.getByLabel('Prendre une photo')).toHaveAttribute('capture', 'environment');
  await page.screenshot({ path: `${SHOTS}/courier-delivery-dialog-360.png` });
  await verify.click();
  await expect(page.getByText('Commande livrée', { exact: true })).toBeVisible();
  await expect(mission).toHaveCount(0);
  expect((await history(request, business, entrepriseId, order.id)).statut).toBe('LIVREE');

  // The figures count it; the history lists it as 'Terminée' with its city.
  await expect.poll(() => statValue(page, 'Livraisons')).toBe(String(deliveriesBefore + 1));
  await tab(page, 'Historique des livraisons').click();
  const done = page.locator(`[data-testid="history-card"][data-mission-id="${order.id}"]`);
  await expect(done).toContainText('Terminée');
  await expect(done).toContainText('Bassam');
  await expect(done).toContainText(/Livrée le \d{2}\/\d{2}\/\d{4}/);
  await page.screenshot({ path: `${SHOTS}/courier-history-360.png` });

  // Profile: the form, then the card with its QR code.
  await tab(page, 'Profil').click();
  await expect(page.getByLabel('Matricule')).toHaveAttribute('readonly', '');
  await page.screenshot({ path: `${SHOTS}/courier-profile-form-360.png` });
  await page.getByRole('tab', { name: 'Ma carte' }).click();
  const me = await ok<{ matricule: string; dateInscription: string; jetonCarte: string }>(
    request.get('/api/livreurs/me', { headers: (await apiSignIn(request, DEMO.courier)).headers }),
  );
  const until = new Date(me.dateInscription);
  until.setUTCFullYear(until.getUTCFullYear() + 3);
  const [y, m, d] = until.toISOString().slice(0, 10).split('-');
  const shown = page.getByTestId('courier-card');
  await expect(shown).toContainText(`Valide jusqu'au ${d}/${m}/${y}`);
  await expect(shown).toContainText(me.matricule);
  const qrUrl = await shown.getByTestId('card-qr').getAttribute('data-value');
  // The QR code carries the card's secret: without it, matricules (sequential) show nobody.
  expect(qrUrl).toBe(
    `${new URL(page.url()).origin}/livreurs/verifier/${me.matricule}?c=${encodeURIComponent(me.jetonCarte)}`,
  );
  await page.screenshot({ path: `${SHOTS}/courier-card-360.png` });

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Imprimer la carte' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // Printed, the card is alone on the page, at the ID-1 size (85.6 × 54 mm at 96 px per inch).
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByTestId('courier-card-print');
  await expect(printed).toBeVisible();
  const visible = await page.evaluate(() =>
    Array.from(document.body.children as HTMLCollectionOf<HTMLElement>)
      .filter((e) => getComputedStyle(e).display !== 'none')
      .map((e) => e.className),
  );
  expect(visible).toEqual(['courier-card-print']);
  const box = await printed.boundingBox();
  expect(box?.width).toBeCloseTo((85.6 / 25.4) * 96, 0);
  expect(box?.height).toBeCloseTo((54 / 25.4) * 96, 0);
  await page.screenshot({ path: `${SHOTS}/courier-card-print-360.png` });
  // The PDF the print dialog would make: one page of 85.6 × 54 mm (242.6 × 153.1 pt).
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  const [, w, h] = /\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/.exec(pdf) ?? [];
  expect(Number(w)).toBeCloseTo(242.6, 0);
  expect(Number(h)).toBeCloseTo(153.1, 0);
  await page.emulateMedia({ media: 'screen' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/courier-card-1280.png` });
  await page.setViewportSize({ width: 360, height: 740 });

  // The QR code's page, opened by anyone: first name and initial, transport, city, active, and
  // verified by Comoé Express (the demo courier is seeded verified, as an admin would have done;
  // there is no admin route for it yet).
  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const check = await visitor.newPage();
  await check.goto(qrUrl ?? '');
  // A first visit of the session opens on the splash screen for 1.5 s.
  await expect(check.locator('#splash')).toBeHidden();
  const found = check.getByTestId('courier-check');
  await expect(found.getByRole('heading', { name: /^\S+ [A-Z]\.$/ })).toBeVisible();
  await expect(found).toContainText('Bassam');
  await expect(found).toContainText('Moto');
  await expect(found).toContainText('Compte actif');
  await expect(found.getByText('Vérifié', { exact: true })).toBeVisible();
  await check.screenshot({ path: `${SHOTS}/courier-check-360.png` });
  // A courier who just signed up is not verified yet, and the page says so.
  const newcomer = await registerCourier(request, villeId);
  await check.goto(`/livreurs/verifier/${newcomer.matricule}?c=${encodeURIComponent(newcomer.jetonCarte)}`);
  await expect(found.getByText('Non vérifié', { exact: true })).toBeVisible();
  await check.screenshot({ path: `${SHOTS}/courier-check-unverified-360.png` });
  // Without the card's token: only the verdict, never his name or photo.
  await check.goto(`/livreurs/verifier/${me.matricule}`);
  const verdict = check.getByTestId('courier-check-verdict');
  await expect(verdict).toContainText('Livreur vérifié et actif');
  await expect(check.getByTestId('courier-check')).toHaveCount(0);
  await check.goto('/livreurs/verifier/LIV-0000-INCONNU');
  await expect(verdict).toContainText('Non reconnu');
  await check.screenshot({ path: `${SHOTS}/courier-check-unknown-360.png` });
  await visitor.close();
});
