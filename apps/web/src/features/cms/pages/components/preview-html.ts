import type { TPublicCmsPage, TResolvedBloc } from '@colophon/contract';

const escaped = (text: string) => text.replace(/[&<>"']/g, (sign) => `&#${sign.charCodeAt(0)};`);

const money = (euros: number, locale: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'currency', currency: 'EUR' }).format(
    euros,
  );

const day = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium' }).format(new Date(iso));

/** One bloc as the site would draw it (the shop's site has its own theme; this is its plain shape). */
const blocHtml = (bloc: TResolvedBloc, locale: string, asset: (relative: string) => string) => {
  const parts: string[] = [];
  if (bloc.title) parts.push(`<h2>${escaped(bloc.title)}</h2>`);
  // The API sanitised this HTML when the page was saved or previewed.
  if (bloc.html) parts.push(`<div class="html">${bloc.html}</div>`);
  if (bloc.posts.length > 0)
    parts.push(
      `<ul class="cards">${bloc.posts
        .map(
          (post) =>
            `<li class="card"><strong>${escaped(post.title)}</strong>${
              post.eventStart ? `<small>${escaped(day(post.eventStart, locale))}</small>` : ''
            }${post.lead ? `<div>${post.lead}</div>` : ''}</li>`,
        )
        .join('')}</ul>`,
    );
  if (bloc.products.length > 0)
    parts.push(
      `<ul class="cards books">${bloc.products
        .map(
          (book) =>
            `<li class="card"><img alt="" src="${escaped(asset(book.coverUrl))}"><strong>${escaped(book.title)}</strong><small>${escaped(
              book.authors.join(', '),
            )}</small>${book.priceWithTax === null ? '' : `<span>${escaped(money(book.priceWithTax, locale))}</span>`}</li>`,
        )
        .join('')}</ul>`,
    );
  if (bloc.media.length > 0)
    parts.push(
      `<div class="carousel">${bloc.media
        .map((media) =>
          media.url
            ? `<img alt="${escaped(media.altText ?? media.title)}" src="${escaped(asset(media.url))}">`
            : `<span>${escaped(media.title)}</span>`,
        )
        .join('')}</div>`,
    );
  const tree = (nodes: TResolvedBloc['categories']): string =>
    nodes.length === 0
      ? ''
      : `<ul>${nodes.map((node) => `<li>${escaped(node.name)}${tree(node.children)}</li>`).join('')}</ul>`;
  if (bloc.categories.length > 0) parts.push(`<nav>${tree(bloc.categories)}</nav>`);
  if (bloc.tags.length > 0)
    parts.push(
      `<p class="tags">${bloc.tags.map((tag) => `<span>${escaped(tag.name)}</span>`).join(' ')}</p>`,
    );
  if (bloc.url) parts.push(`<p><a href="#">${escaped(bloc.url)}</a></p>`);
  return parts.join('');
};

/**
 * The whole page as a document for the preview's sandboxed frame: the layout's columns side by side
 * (one under the other on a narrow screen), each column's blocs in rows at their widths.
 */
export const previewHtml = (page: TPublicCmsPage, asset: (relative: string) => string) => {
  const columns = page.columns
    .map((column) => {
      const blocs = page.blocs
        .filter((bloc) => bloc.column === column.column)
        .map(
          (bloc) =>
            `<section class="bloc" data-bloc-type="${bloc.blocType}" style="width:${(bloc.width / column.width) * 100}%">${blocHtml(
              bloc,
              page.locale,
              asset,
            )}</section>`,
        )
        .join('');
      return `<div class="column" style="flex:${column.width} 1 0">${blocs}</div>`;
    })
    .join('');
  return `<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escaped(
    page.title,
  )}</title><style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#222}
h1{margin:0 0 16px}h2{font-size:1.1rem;margin:0 0 8px}
.layout{display:flex;gap:16px;align-items:flex-start}
.column{display:flex;flex-wrap:wrap;min-width:0}
.bloc{box-sizing:border-box;padding:8px;border:1px dashed #ccc}
.cards{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:8px}
.card{flex:1 1 140px;display:flex;flex-direction:column;gap:4px;border:1px solid #eee;padding:6px}
.card img{max-width:100%;height:auto}
.carousel{display:flex;overflow-x:auto;gap:8px}.carousel img{height:160px}
.tags span{background:#eef;padding:2px 6px;border-radius:8px}
@media (max-width:640px){.layout{flex-direction:column}.column{width:100%}.bloc{width:100%!important}}
</style></head><body><h1>${escaped(page.title)}</h1><div class="layout">${columns}</div></body></html>`;
};
