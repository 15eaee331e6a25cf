import type { Locale, TPost } from '@colophon/contract';

const escaped = (text: string) => text.replace(/[&<>"']/g, (sign) => `&#${sign.charCodeAt(0)};`);

const when = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));

export interface PostPreviewOptions {
  locale: Locale;
  /** The absolute address of a file the API serves (`/Common/Media/File…`). */
  asset: (relative: string) => string;
  shopName: string;
  /** The shop's colour: titles and links. */
  color: string;
  /** `{{date}}` of "On {{date}}" in the preview's language. */
  eventOn: (date: string) => string;
}

/**
 * A saved post as the shop's site shows an article: its main picture, title, subtitle, lead, the
 * event's date and place, the text, then its books. The texts are the API's sanitised HTML; the
 * frame that shows it is sandboxed and this document forbids scripts as well.
 */
export const postPreviewHtml = (post: TPost, options: PostPreviewOptions) => {
  const { locale, asset } = options;
  const text =
    post.localizations.find((item) => item.locale === locale) ??
    post.localizations.find((item) => item.locale === 'fr') ??
    post.localizations[0];
  const parts: string[] = [];
  const main = post.media[0];
  const picture =
    main?.kind === 'Image'
      ? (main.renditions.find((rendition) => rendition.name === 'large') ?? main.renditions[0])
      : undefined;
  if (main && picture)
    parts.push(
      `<figure class="main"><img src="${escaped(asset(picture.url))}" alt="${escaped(main.altText ?? '')}" width="${picture.width}" height="${picture.height}"></figure>`,
    );
  parts.push(`<h1>${escaped(text?.title ?? '')}</h1>`);
  if (text?.subtitle) parts.push(`<p class="subtitle">${escaped(text.subtitle)}</p>`);
  if (text?.lead) parts.push(`<div class="lead">${text.lead}</div>`);
  if (post.eventStart) {
    const place = post.location
      ? [post.location.company, post.location.address1, post.location.postalCode, post.location.city]
          .filter(Boolean)
          .join(', ')
      : '';
    parts.push(
      `<p class="event"><strong>${escaped(options.eventOn(when(post.eventStart, locale)))}</strong>${
        place ? `<br>${escaped(place)}` : ''
      }</p>`,
    );
  }
  if (main?.embedUrl)
    parts.push(
      `<p class="media"><a href="${escaped(main.externalUrl ?? main.embedUrl)}">${escaped(main.title)}</a></p>`,
    );
  if (text?.description) parts.push(`<div class="text">${text.description}</div>`);
  if (post.products.length > 0)
    parts.push(
      `<ul class="books">${post.products
        .map(
          (book) =>
            `<li class="book">${
              book.coverUrl ? `<img src="${escaped(asset(book.coverUrl))}" alt="" width="80">` : ''
            }<span>${escaped(book.title ?? book.ean)}</span></li>`,
        )
        .join('')}</ul>`,
    );
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src http: https: data:; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escaped(text?.title ?? '')}</title><style>
body{font-family:Georgia,'Times New Roman',serif;margin:0;color:#222;line-height:1.6}
header{padding:12px 24px;border-bottom:3px solid ${escaped(options.color)};font:600 18px system-ui,sans-serif;color:${escaped(options.color)}}
article{max-width:720px;margin:0 auto;padding:24px}
h1{font-size:2rem;line-height:1.2;margin:16px 0 8px;color:${escaped(options.color)}}
.subtitle{font-size:1.2rem;color:#555;margin:0 0 16px}
.lead{font-size:1.15rem;font-weight:600}
.main{margin:0}.main img,article img{max-width:100%;height:auto;display:block}
.event{background:#f4f4f4;padding:12px;border-left:4px solid ${escaped(options.color)}}
a{color:${escaped(options.color)}}
.books{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:16px}
.book{width:120px;display:flex;flex-direction:column;gap:4px;font-size:.9rem}
</style></head><body><header>${escaped(options.shopName)}</header><article>${parts.join('')}</article></body></html>`;
};
