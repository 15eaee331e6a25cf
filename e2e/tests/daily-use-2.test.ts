import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { type TPlacedOrder, type TProduct, withCheckDigit } from '@colophon/contract';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { aBook } from '../../apps/api/src/catalog/testing/catalog-fixtures.ts';
import {
  adminToken,
  api,
  apiLogin,
  e2e,
  launchBrowser,
  navigateInApp,
  newPage,
  seriousViolations,
  useSession,
} from '../src/browser.ts';

/* The console in daily use, continued (issue 10): what staff feel all day on the built screens. */

/** A new book, ordered once through the site's intake by a new customer (`<email>.<n>@example.org`). */
const orderOneBook = async (order: {
  ean: string;
  title: string;
  priceWithTax: number;
  email: string;
  address: { firstName: string; lastName: string; address1: string; postalCode: string; city: string };
}) => {
  const { ean, title, priceWithTax } = order;
  const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
    token: await adminToken(),
    body: aBook({ ean, title, priceWithTax, stock: 5, weight: 200 }),
  });
  assert.ok(result.entityOutput, JSON.stringify(result));
  const email = `${order.email}.${Date.now() % 100_000}@example.org`;
  const address = { ...order.address, country: 'FR' };
  const { result: placed } = await api<TPlacedOrder>('POST', '/Public/ShoppingCart/Order', {
    body: {
      idempotencyKey: `e2e-${order.email}-${Date.now() % 100_000}`,
      email,
      paymentMethod: 'Check',
      shippingMethod: 'Home',
      billingAddress: address,
      shippingAddress: address,
      items: [{ ean, quantity: 1 }],
    },
  });
  assert.ok(placed.entityOutput, JSON.stringify(placed));
  return { email, number: placed.entityOutput.number };
};

describe('the console in daily use (2)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    browser = await launchBrowser();
    // An American browser: its own date inputs would read mm/dd/yyyy; the console is in French.
    ({ context, page } = await newPage(browser, { locale: 'en-US' }));
    await useSession(context, await apiLogin('admin', e2e.adminPassword));
  });
  after(async () => {
    await context.close();
    await browser.close();
  });

  it('when a date is shown or typed in a French console, then it reads DD/MM/YYYY with a French calendar, whatever the browser', async () => {
    const ean = withCheckDigit('978299002001');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Les dates en français', releaseDate: '2026-03-05' }),
    });
    const product = result.entityOutput;
    assert.ok(product, JSON.stringify(result));
    await page.goto(`/catalog/product/detail?id=${product.id}`);
    await page.getByTestId('tab-publishing').click();
    const releaseDate = page.locator('input[data-field="releaseDate"]');
    await releaseDate.waitFor();
    assert.equal(await releaseDate.inputValue(), '05/03/2026');
    assert.equal(await releaseDate.getAttribute('type'), null);

    // The UI kit's calendar, in French, weeks starting on Monday.
    await releaseDate.click();
    await page.getByText('mars 2026').waitFor();
    assert.equal(await page.locator('.mantine-DateInput-weekday').first().textContent(), 'lu');
    await page.keyboard.press('Escape');

    // Typed as staff write it: day first.
    await releaseDate.fill('14/07/2026');
    await releaseDate.blur();
    assert.equal(await releaseDate.inputValue(), '14/07/2026');
    assert.equal(
      await page.getByTestId('save-bar').textContent(),
      'Modification non enregistrée : Date de parution',
    );
    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    const { result: saved } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    assert.equal(saved.entityOutput?.releaseDate, '2026-07-14');
  });

  it('when a list fails to load, then the screen keeps its layout, says what failed in words, and Retry brings the rows', async () => {
    const { result } = await api<{ id: number }>('POST', '/BackOffice/GenericList/Author', {
      token: await adminToken(),
      body: { name: 'Annie Ernaux', biography: null },
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    const failing = (url: URL) => url.pathname.endsWith('/BackOffice/GenericList/GenericLists');
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          isValid: false,
          code: 'internal',
          errors: ['Une erreur est survenue.'],
          propertiesErrorMessages: [],
        }),
      }),
    );
    await page.goto('/catalog/author?search=Ernaux');
    const failure = page.getByTestId('list-error');
    await failure.waitFor({ timeout: 20_000 });
    // The page's heading and search box are still there; the words say what failed and what to do.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('list-search').waitFor();
    assert.equal(await page.getByTestId('error-page').count(), 0);
    assert.match((await failure.textContent()) ?? '', /La liste n’a pas pu être chargée\..*statut 500/);

    await page.unroute(failing);
    await page.getByTestId('list-retry').click();
    await page.getByRole('link', { name: 'Annie Ernaux' }).waitFor();
    await failure.waitFor({ state: 'detached' });
  });

  it('when staff hide books in bulk, then the toast names how many, and Undo shows them again', async () => {
    const eans = [withCheckDigit('978299002011'), withCheckDigit('978299002012')];
    for (const [index, ean] of eans.entries()) {
      const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
        token: await adminToken(),
        body: aBook({ ean, title: `Le livre à masquer ${index + 1}` }),
      });
      assert.ok(result.entityOutput, JSON.stringify(result));
    }
    await page.goto(`/catalog/product?search=${encodeURIComponent('Le livre à masquer')}`);
    await page.getByRole('link', { name: 'Le livre à masquer 2' }).waitFor();
    await page.locator('thead input[type="checkbox"]').check();
    await page.getByTestId('bulk-hide').click();
    await page.getByRole('button', { name: 'Confirmer' }).click();
    const toast = page.locator('.mantine-Notification-root', { hasText: '2 produits masqués du site.' });
    await toast.waitFor();
    assert.match((await toast.textContent()) ?? '', /Succès !/);
    for (const ean of eans) {
      const { result } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
        token: await adminToken(),
      });
      assert.equal(result.entityOutput?.isVisible, false);
    }
    await toast.getByTestId('undo').click();
    await page
      .locator('.mantine-Notification-root', { hasText: '2 produits de nouveau visibles.' })
      .waitFor();
    for (const ean of eans) {
      const { result } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
        token: await adminToken(),
      });
      assert.equal(result.entityOutput?.isVisible, true);
    }
  });

  it('when books are listed, then availability reads the shop’s word on the badges and in the filter, with the ONIX code as secondary text, and no badge is cut', async () => {
    for (const [ean, availability] of [
      [withCheckDigit('978299002041'), '21'],
      [withCheckDigit('978299002042'), '22'],
    ] as const) {
      const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
        token: await adminToken(),
        body: aBook({ ean, title: `Disponibilité ${availability}`, availability, isVisible: false }),
      });
      assert.ok(result.entityOutput, JSON.stringify(result));
    }
    await page.goto(`/catalog/product?search=${encodeURIComponent('Disponibilité')}`);
    await page.getByRole('link', { name: 'Disponibilité 22' }).waitFor();
    const badges = page.locator('tbody .mantine-Badge-root');
    assert.deepEqual(
      (await badges.allTextContents()).toSorted(),
      ['À commander', 'Disponible', 'Masqué', 'Masqué', 'Personnalisé', 'Personnalisé'].toSorted(),
    );
    // Each badge shows its whole word: no label is narrower than its text.
    const cut = await page
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    assert.deepEqual(cut, []);

    // The filter names the groups as the badges do; the ONIX codes they hold come second.
    await page.getByTestId('filter-availability').click();
    const toOrder = page.getByRole('option', { name: /^À commander \(1\)/ });
    await toOrder.waitFor();
    assert.match((await toOrder.textContent()) ?? '', /Sur commande \(22\)/);
    await toOrder.click();
    await page.getByRole('link', { name: 'Disponibilité 21' }).waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('link', { name: 'Disponibilité 22' }).count(), 1);
  });

  it('when staff describe a book, then its form, language and status are chosen by name, its VAT among the French rates, and the price without tax follows', async () => {
    const ean = withCheckDigit('978299002051');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre décrit', priceWithTax: 21.1 }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await page.goto(`/catalog/product/detail?id=${result.entityOutput.id}`);
    const form = page.getByRole('combobox', { name: 'Forme', exact: true });
    await form.waitFor();
    assert.equal(await form.inputValue(), 'Broché (BC)');
    await form.fill('relié');
    await page.getByRole('option', { name: 'Relié (BB)' }).click();
    await page.getByRole('combobox', { name: 'Langue', exact: true }).fill('angl');
    await page.getByRole('option', { name: 'Anglais (eng)' }).click();

    await page.getByTestId('tab-publishing').click();
    await page.getByRole('combobox', { name: 'Statut de publication', exact: true }).fill('07');
    await page.getByRole('option', { name: 'Épuisé (07)' }).click();

    await page.getByTestId('tab-prices').click();
    const rate = page.getByRole('combobox', { name: 'Taux de TVA', exact: true });
    assert.match(await rate.inputValue(), /^5,5\s%\s· taux réduit \(livres\)$/);
    await rate.click();
    assert.equal(await page.getByRole('option').count(), 5);
    await page.getByRole('option', { name: /^20 %/ }).click();
    const noTax = page.locator('input[name="priceNoTax"]');
    assert.equal(await noTax.getAttribute('readonly'), '');
    assert.match(await noTax.inputValue(), /^17,58/);

    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    const { result: saved } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    const { productForm, language, publishingStatus, taxRate, priceNoTax } = saved.entityOutput ?? {};
    assert.deepEqual(
      { productForm, language, publishingStatus, taxRate, priceNoTax },
      { productForm: 'BB', language: 'eng', publishingStatus: '07', taxRate: 0.2, priceNoTax: 17.58 },
    );
  });

  it('when staff give a book its audience and subjects, then they pick the audience by name and each subject among the catalogue’s, by words or code, with how many books carry it', async () => {
    const described = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({
        ean: withCheckDigit('978299002101'),
        title: 'Un polar déjà classé',
        categories: [{ code: '3436', label: 'Policier et thriller' }],
        classifications: [{ code: 'FFJ', label: 'Romans policiers historiques' }],
      }),
    });
    assert.ok(described.result.entityOutput, JSON.stringify(described.result));
    const ean = withCheckDigit('978299002102');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Un polar à classer', categories: [], classifications: [], publics: [] }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await page.goto(`/catalog/product/detail?id=${result.entityOutput.id}&tab=publishing`);
    const audiences = page.getByRole('combobox', { name: 'Publics', exact: true });
    await audiences.fill('jeun');
    await page.getByRole('option', { name: 'Jeunesse (02)' }).click();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Ajouter un sujet' }).first().click();
    const clil = page.getByRole('combobox', { name: 'Catégories (CLIL) : sujet 1' });
    await clil.fill('thriller');
    await page.getByRole('option', { name: /^Policier et thriller \(3436\) · \d+ produits?$/ }).click();
    await page.getByRole('button', { name: 'Ajouter un sujet' }).nth(1).click();
    await page.getByRole('combobox', { name: 'Classifications (Thema) : sujet 1' }).fill('FFJ');
    await page.getByRole('option', { name: /^Romans policiers historiques \(FFJ\)/ }).click();

    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    const { result: saved } = await api<TProduct>('GET', `/BackOffice/Catalog/ProductByEan?ean=${ean}`, {
      token: await adminToken(),
    });
    const { publics, categories, classifications } = saved.entityOutput ?? {};
    assert.deepEqual(
      { publics, categories, classifications },
      {
        publics: ['02'],
        categories: [{ code: '3436', label: 'Policier et thriller' }],
        classifications: [{ code: 'FFJ', label: 'Romans policiers historiques' }],
      },
    );
  });

  it('when staff work on a phone (390 px), then the shell, the product list and a book’s form fit the screen without sideways scrolling, and the accessibility scan is clean', async () => {
    const ean = withCheckDigit('978299002061');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre du téléphone' }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const problems: string[] = [];
      for (const path of [
        `/catalog/product?search=${encodeURIComponent('Le livre du téléphone')}`,
        `/catalog/product/detail?id=${result.entityOutput.id}&tab=prices`,
      ]) {
        await navigateInApp(page, path);
        await page.locator('main').waitFor();
        // A sheet still sliding in is half transparent: scanned then, its words lack contrast.
        await page.waitForFunction(() => document.getAnimations().length === 0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) problems.push(`${path}: the page is ${width} px wide`);
        for (const violation of await seriousViolations(page))
          problems.push(`${path}: ${violation.id} at ${violation.nodes[0]?.target.join(' ')}`);
      }
      assert.deepEqual(problems, []);
      // The save bar is within reach without scrolling.
      await page.locator('input[name="stock"]').fill('7');
      const bar = await page.getByTestId('save-bar').boundingBox();
      assert.ok(bar && bar.y >= 0 && bar.y + bar.height <= 844, JSON.stringify(bar));
      await page.getByTestId('discard').click();
      await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('when staff work on a phone (390 px), then every list shows its filters behind one button and its rows as cards that open the record, each detail keeps its actions in reach, and the accessibility scan is clean', async () => {
    const { email, number } = await orderOneBook({
      ean: withCheckDigit('978299002091'),
      title: 'Le livre de poche',
      priceWithTax: 9,
      email: 'telephone',
      address: {
        firstName: 'Angèle',
        lastName: 'Mobile',
        address1: '3 rue du Port',
        postalCode: '44000',
        city: 'Nantes',
      },
    });
    const { result: post } = await api<{ id: number }>('POST', '/BackOffice/Post/Post', {
      token: await adminToken(),
      body: { postType: 'Article', localizations: [{ locale: 'fr', title: 'Lu sur un téléphone' }] },
    });
    assert.ok(post.entityOutput, JSON.stringify(post));

    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const problems: string[] = [];
      const check = async (label: string) => {
        await page.locator('main').waitFor();
        // A sheet still sliding in is half transparent: scanned then, its words lack contrast.
        await page.waitForFunction(() => document.getAnimations().length === 0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 390) problems.push(`${label}: the page is ${width} px wide`);
        for (const violation of await seriousViolations(page))
          problems.push(`${label}: ${violation.id} at ${violation.nodes[0]?.target.join(' ')}`);
      };
      /** The element is on the first screen, whole, without scrolling. */
      const inReach = async (testId: string) => {
        const box = await page.getByTestId(testId).first().boundingBox();
        return Boolean(box && box.y >= 0 && box.y + box.height <= 844);
      };

      // The orders: one button holds the filters and says how many are on; the rows are cards.
      await navigateInApp(page, `/public/document?search=${encodeURIComponent(number)}`);
      assert.equal(await page.getByTestId('filters-button').textContent(), 'Filtres');
      assert.equal(await page.getByTestId('filter-status').count(), 0);
      await page.getByTestId('list-card').first().waitFor();
      assert.equal(await page.locator('table').count(), 0);
      await check('orders');
      await page.getByTestId('filters-button').click();
      await page.getByTestId('filter-status').waitFor();
      await check('orders’ filters');
      await page.getByTestId('filter-status').click();
      await page.getByRole('option', { name: 'En attente de paiement' }).click();
      // The list of states closes as a phone's would, with a tap beside it.
      await page.getByRole('dialog').getByRole('heading', { name: 'Filtres' }).click();
      await page.getByTestId('filters-done').click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByTestId('filters-button').getByText('Filtres (1)').waitFor();
      assert.match(page.url(), /status=AwaitingPayment/);
      await navigateInApp(page, `/public/document?search=${encodeURIComponent(number)}`);
      const orderCard = page.getByTestId('list-card').filter({ hasText: number });
      assert.match((await orderCard.textContent()) ?? '', /Client/);
      await orderCard.getByTestId('row-link').click();
      await page.waitForURL(/\/public\/document\/detail\?id=\d+$/);
      await page.getByTestId('document-actions').waitFor();
      if (!(await inReach('document-actions')))
        problems.push('order: its actions are below the first screen');
      await check('order');

      // The customers: the same button, a card opening the customer, the save bar in reach.
      await navigateInApp(page, `/public/customer?search=${encodeURIComponent(email)}&hasOrdered=true`);
      assert.equal(await page.getByTestId('filters-button').textContent(), 'Filtres (1)');
      await page.getByTestId('filters-button').click();
      await page.getByTestId('filter-role').waitFor();
      await page.getByTestId('filters-done').click();
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await check('customers');
      await page.getByTestId('list-card').filter({ hasText: 'Mobile' }).getByTestId('row-link').click();
      await page.waitForURL(/\/public\/customer\/detail\?id=\d+$/);
      await page.getByTestId('save').waitFor();
      if (!(await inReach('save'))) problems.push('customer: Save is below the first screen');
      await check('customer');

      // A post's form, and the other lists built on the same pieces.
      await navigateInApp(page, `/cms/post/detail?id=${post.entityOutput.id}`);
      await page.getByTestId('save').waitFor();
      if (!(await inReach('save'))) problems.push('post: Save is below the first screen');
      await check('post');
      for (const path of ['/cms/post', '/mailCampain', '/analytics/targeting']) {
        await navigateInApp(page, path);
        await check(path);
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('when staff make a catalogue list by hand, then a book is added by its title and the page says whether the daily regeneration keeps their order', async () => {
    const ean = withCheckDigit('978299002071');
    const { result: book } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({
        ean,
        title: 'Le Ravissement de Lol V. Stein',
        authors: [{ name: 'Marguerite Duras', role: 'A01' }],
      }),
    });
    assert.ok(book.entityOutput, JSON.stringify(book));
    const { result } = await api<{ id: number }>('POST', '/BackOffice/CatalogList/CatalogList', {
      token: await adminToken(),
      body: {
        name: 'Coups de cœur',
        catalogListType: 'News',
        page: null,
        nextUpdateTime: null,
        maxProducts: 20,
        productIds: [],
      },
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    await page.goto(`/public/catalogList/detail?id=${result.entityOutput.id}`);
    const note = page.getByTestId('regeneration-note');
    assert.equal(
      await note.textContent(),
      'Sans date « gardée jusqu’au », la régénération quotidienne remplace ces produits et leur ordre, y compris ceux ajoutés à la main.',
    );
    await page.getByRole('combobox', { name: 'Ajouter par titre ou auteur' }).fill('duras');
    await page
      .getByRole('option', { name: `Le Ravissement de Lol V. Stein — Marguerite Duras (${ean})` })
      .click();
    await page.getByTestId('save').click();
    await page.getByTestId('save-bar').waitFor({ state: 'detached' });
    const { result: saved } = await api<{ products: { ean: string }[] }>(
      'GET',
      `/BackOffice/CatalogList/CatalogList?id=${result.entityOutput.id}`,
      { token: await adminToken() },
    );
    assert.deepEqual(
      saved.entityOutput?.products.map((product) => product.ean),
      [ean],
    );
  });

  it('when staff write a restriction, then the catalogue’s values are suggested with their counts, and a typo is pointed out before saving', async () => {
    for (const ean of [withCheckDigit('978299002081'), withCheckDigit('978299002082')]) {
      const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
        token: await adminToken(),
        body: aBook({ ean, title: `Restreint ${ean}`, publishers: ['Éditions Poquelin'] }),
      });
      assert.ok(result.entityOutput, JSON.stringify(result));
    }
    await page.goto('/catalog/restriction/detail');
    const value = page.getByTestId('restriction-value');
    await value.fill('Éditions Poquellin');
    await page
      .getByText('Aucun produit du catalogue ne porte cette valeur : vérifiez l’orthographe.')
      .waitFor();
    await value.fill('Poquelin');
    await page.getByRole('option', { name: 'Éditions Poquelin · 2 produits' }).click();
    await page.getByText('Cette règle touche 2 produits du catalogue.').waitFor();
  });

  it('when reviews are moderated, then the waiting ones show first with their count, one is approved from its row, and its text stays the reader’s', async () => {
    const ean = withCheckDigit('978299002021');
    const { result } = await api<TProduct>('POST', '/BackOffice/Catalog/Product', {
      token: await adminToken(),
      body: aBook({ ean, title: 'Le livre commenté' }),
    });
    assert.ok(result.entityOutput, JSON.stringify(result));
    const review = async (authorName: string, status: string) => {
      const { result: created } = await api<{ id: number }>('POST', '/BackOffice/GenericList/Review', {
        token: await adminToken(),
        body: { ean, rating: 4, text: `L’avis de ${authorName}.`, authorName, date: '2026-11-20', status },
      });
      assert.ok(created.entityOutput, JSON.stringify(created));
      return created.entityOutput.id;
    };
    const waiting = await review('Lectrice patiente', 'Pending');
    await review('Lecteur approuvé', 'Approved');
    const { result: pending } = await api<{ totalCount: number }>(
      'GET',
      '/BackOffice/GenericList/GenericLists?kind=Review&status=Pending&page=1&pageSize=10',
      { token: await adminToken() },
    );
    const count = pending.entityOutput?.totalCount;
    assert.ok(count);

    await page.goto('/catalog/review');
    await page.getByText(`En attente (${count})`).waitFor();
    await page.getByRole('cell', { name: 'Lectrice patiente', exact: true }).waitFor();
    assert.equal(await page.getByRole('cell', { name: 'Lecteur approuvé', exact: true }).count(), 0);
    await page.getByTestId(`approve-${waiting}`).click();
    const toast = page.locator('.mantine-Notification-root', { hasText: '1 avis approuvé.' });
    await toast.waitFor();
    await page.getByRole('cell', { name: 'Lectrice patiente', exact: true }).waitFor({ state: 'detached' });
    await page.getByText(`En attente (${count - 1})`).waitFor();
    await toast.getByTestId('undo').click();
    await page.getByRole('cell', { name: 'Lectrice patiente', exact: true }).waitFor();

    await page.goto(`/catalog/review/detail?id=${waiting}`);
    const text = page.locator('textarea[name="text"]');
    await text.waitFor();
    assert.equal(await text.getAttribute('readonly'), '');
  });

  it('when an order number or a customer’s email is typed in the palette, then Enter opens that order or that customer', async () => {
    const { email, number } = await orderOneBook({
      ean: withCheckDigit('978299002031'),
      title: 'Le livre commandé',
      priceWithTax: 8,
      email: 'palette',
      address: {
        firstName: 'Séraphine',
        lastName: 'Louis',
        address1: '2 rue des Lices',
        postalCode: '49100',
        city: 'Angers',
      },
    });

    const openFromPalette = async (text: string, option: RegExp) => {
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Control+k');
      const search = page.getByRole('textbox', { name: /Aller à un écran/ });
      await search.waitFor();
      await search.fill(text);
      await page.getByRole('button', { name: option }).first().waitFor();
      await page.keyboard.press('Enter');
    };
    await openFromPalette(number, new RegExp(number));
    await page.waitForURL(/\/public\/document\/detail\?id=\d+$/);
    await page.getByText(number).first().waitFor();

    // The email finds the customer, and her order too (searched by its customer): the customer is picked.
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('textbox', { name: /Aller à un écran/ }).fill(email);
    await page.getByRole('button', { name: /^Séraphine Louis/ }).click();
    await page.waitForURL(/\/public\/customer\/detail\?id=\d+$/);
  });

  it('when a user holds a role, then their page shows the rights the role gives, named after it', async () => {
    const suffix = Date.now() % 100_000;
    const orders = 'Permission.BackOffice.Public.DocumentsManage';
    const { result: role } = await api<{ id: number }>('POST', '/BackOffice/User/UserRoles', {
      token: await adminToken(),
      body: { name: `Commandes ${suffix}`, description: '', claimTypes: [{ id: orders }] },
    });
    assert.ok(role.entityOutput, JSON.stringify(role));
    const { result: user } = await api<{ id: number }>('POST', '/BackOffice/User/User', {
      token: await adminToken(),
      body: {
        userName: `commandes.${suffix}`,
        email: `commandes.${suffix}@example.org`,
        firstName: 'Odile',
        lastName: 'Commandes',
        password: 'Une-phrase-de-passe-longue-42',
        roles: [{ id: role.entityOutput.id }],
      },
    });
    assert.ok(user.entityOutput, JSON.stringify(user));
    await page.goto(`/account/detail?id=${user.entityOutput.id}`);
    const right = page.getByTestId(`claim-${orders}`);
    await right.waitFor();
    // Ticked because the role gives it, changed on the role: not here.
    assert.equal(await right.isChecked(), true);
    assert.equal(await right.isDisabled(), true);
    await page.getByText(`Par le rôle : Commandes ${suffix}`).first().waitFor();
  });
});
