import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { adminToken, api, launchBrowser, signedInPage } from '../src/browser.ts';

/** An EAN-13 of these 12 digits, with its check digit. */
const ean13 = (twelve: string) => {
  const sum = [...twelve].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${twelve}${(10 - (sum % 10)) % 10}`;
};

const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};

describe('discounts and the French book-price law', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const ean = ean13(`979108${String(Date.now()).slice(-6)}`);
  before(async () => {
    const { status, result } = await api('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: {
        ean,
        title: 'Un roman de la rentrée',
        authors: [{ name: 'Camille Roux', role: 'A01' }],
        publishers: ['Éditions du Phare'],
        productForm: 'BC',
        priceWithTax: 22,
        taxRate: 0.055,
        stock: 5,
        availability: '21',
        releaseDate: monthsAgo(2),
      },
    });
    assert.equal(status, 200, JSON.stringify(result));
    browser = await launchBrowser();
    ({ context, page } = await signedInPage(browser));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when staff give 10 % off a new book, then the screen says what the Loi Lang allows and the save is refused at the percentage; 5 % is saved', async () => {
    await page.goto('/public/discount');
    await page.getByRole('heading', { name: 'Remises' }).waitFor();
    await page.getByTestId('new-discount').click();
    await page.getByRole('heading', { name: 'Nouvelle remise' }).waitFor();

    await page.getByLabel('Nom').first().fill('Rentrée littéraire');
    await page.getByLabel('Ajouter un livre par son EAN').fill(ean);
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByTestId('assigned-products').getByText('Un roman de la rentrée').waitFor();
    await page.getByTestId('assigned-products').getByText('Livre neuf (loi Lang)').waitFor();
    await page.getByRole('textbox', { name: 'Pourcentage' }).fill('10');

    // Before saving, the screen says what the law allows and that 10 % is too much.
    const law = page.getByTestId('law-limits');
    await law.getByText('un livre neuf peut être vendu au plus 5 % sous son prix').waitFor();
    await law.getByText('10 % de remise dépasse les 5 % permis sur les livres neufs').waitFor();

    await page.getByRole('button', { name: 'Créer' }).click();
    const refusal = page.locator('.mantine-InputWrapper-error', {
      hasText: 'Loi Lang (prix unique du livre) : 10 % de remise dépasse les 5 % permis',
    });
    await refusal.waitFor();
    assert.match(page.url(), /\/public\/discount\/detail$/);

    await page.getByRole('textbox', { name: 'Pourcentage' }).fill('5');
    await law.getByText('dépasse').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/public\/discount\/detail\?id=\d+/);
    await page.getByRole('heading', { name: 'Rentrée littéraire' }).waitFor();

    await page.goto('/public/discount');
    await page.locator('table tbody tr', { hasText: 'Rentrée littéraire' }).getByText('5 %').waitFor();
  });

  it('when staff offer free delivery, then the save is refused naming the Loi Darcos', async () => {
    await page.goto('/public/discount/detail');
    await page.getByRole('heading', { name: 'Nouvelle remise' }).waitFor();
    await page.getByLabel('Nom').first().fill('Port offert');
    await page.getByLabel('S’applique', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Sur la livraison' }).click();
    await page.getByLabel('Gratuit (tout ce à quoi elle s’applique)').check();
    await page.getByRole('button', { name: 'Créer' }).click();
    await page
      .locator('.mantine-InputWrapper-error, .mantine-Checkbox-error', {
        hasText: 'Loi Darcos : la livraison de livres neufs n’est jamais gratuite',
      })
      .first()
      .waitFor();
  });

  it('when staff take 3,99 € off home delivery, then the screen says what each method allows, names the relay point while it is open to every method, and saves it for home delivery', async () => {
    await page.goto('/public/discount/detail');
    await page.getByRole('heading', { name: 'Nouvelle remise' }).waitFor();
    await page.getByLabel('Nom').first().fill('Port à 3 €');
    await page.getByLabel('S’applique', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Sur la livraison' }).click();
    await page.locator('.mantine-SegmentedControl-root').getByText('Montant', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Montant', exact: true }).fill('3,99');

    const law = page.getByTestId('law-limits');
    await law.getByText(/livraison de livres neufs par « Point relais » coûterait 1,00\s€/).waitFor();
    await page.getByLabel('Mode de livraison', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Livraison à domicile (La Poste)' }).click();
    await law.getByText(/Livraison à domicile \(La Poste\) : 6,99\s€, au plus 3,99\s€ de remise/).waitFor();
    await law.getByText('coûterait').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/public\/discount\/detail\?id=\d+/);
    await page.getByRole('heading', { name: 'Port à 3 €' }).waitFor();
  });

  it('when staff make a summer-reads offer with the new book and its discount, then the offers list shows it', async () => {
    await page.goto('/public/offer/detail');
    await page.getByRole('heading', { name: 'Offres' }).waitFor();
    await page.getByTestId('new-offer').click();
    await page.getByRole('heading', { name: 'Nouvelle offre' }).waitFor();
    await page.getByLabel('Nom').first().fill('Lectures d’été');
    await page
      .getByLabel('Texte')
      .fill('<p>Nos <strong>coups de cœur</strong> pour l’été</p><script>alert(1)</script>');
    await page.getByLabel('Ajouter un livre par son EAN').fill(ean);
    await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText('Un roman de la rentrée').waitFor();
    await page.getByLabel('Remise liée', { exact: true }).first().click();
    await page.getByRole('option', { name: 'Rentrée littéraire' }).click();
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.waitForURL(/\/public\/offer\/detail\?id=\d+/);
    await page.getByRole('heading', { name: 'Lectures d’été' }).waitFor();
    // The text is kept sanitised: the script is gone.
    assert.equal(
      await page.getByLabel('Texte').inputValue(),
      '<p>Nos <strong>coups de cœur</strong> pour l’été</p>',
    );

    await page.goto('/public/offer/detail');
    const row = page.locator('table tbody tr', { hasText: 'Lectures d’été' });
    await row.getByText('Rentrée littéraire').waitFor();
  });
});
