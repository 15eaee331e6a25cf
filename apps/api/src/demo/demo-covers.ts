import { asc, eq, notExists } from 'drizzle-orm';
import sharp from 'sharp';
import { productPictures } from '../catalog/media/media.tables.ts';
import { createPicturesService } from '../catalog/media/pictures.service.ts';
import { products } from '../catalog/products/products.tables.ts';
import type { Services } from '../services.ts';
import { createFileStorage } from '../storage/storage.ts';

/** A cover's size in pixels: the thumbnail box's proportions (2 × 3). */
const WIDTH = 300;
const HEIGHT = 450;

/** A colour per CLIL subject of the demo (demo-books.ts), a grey for any other. */
const subjectColours: Record<string, string> = {
  '2312': '#2f5d8a',
  '2313': '#8a2f3b',
  '2315': '#3b2f8a',
  '3453': '#1f1f1f',
  '3478': '#2f7a4e',
  '3645': '#a0632b',
  '3666': '#c89b1e',
  '2340': '#4e6470',
};
const OTHER_COLOUR = '#5c5c5c';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The words of a text in lines of at most `width` characters, `most` lines at the most (… when cut). */
export const wrapped = (text: string, width: number, most: number) => {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= most) return lines;
  return [...lines.slice(0, most - 1), `${lines[most - 1]}…`];
};

export interface CoverText {
  title: string;
  author: string | null;
  publisher: string | null;
  subjectCode: string | null;
}

/** A book's cover as SVG: its title, its author and its publisher on the colour of its subject. */
export const demoCoverSvg = ({ title, author, publisher, subjectCode }: CoverText) => {
  const colour = (subjectCode && subjectColours[subjectCode]) || OTHER_COLOUR;
  const titleLines = wrapped(title, 16, 5);
  const text = (lines: string[], y: number, size: number, weight: number) =>
    lines
      .map(
        (line, index) =>
          `<text x="150" y="${y + index * size * 1.2}" font-size="${size}" font-weight="${weight}" text-anchor="middle">${escapeXml(line)}</text>`,
      )
      .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour}"/>
<rect x="18" y="18" width="${WIDTH - 36}" height="${HEIGHT - 36}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>
<g font-family="DejaVu Serif, serif" fill="#ffffff">
${author ? text(wrapped(author, 22, 2), 80, 20, 400) : ''}
${text(titleLines, 190, 28, 700)}
${publisher ? text([publisher], 410, 16, 400) : ''}
</g>
</svg>`;
};

/** The cover as a PNG, as a bookseller would upload it. */
export const demoCoverPng = (cover: CoverText) =>
  sharp(Buffer.from(demoCoverSvg(cover)))
    .png()
    .toBuffer();

/**
 * Gives each demo book without a picture its cover, made here (no download): a PNG per book through
 * the same pipeline as a cover staff upload (its metadata dropped, its thumbnail made, first picture
 * = cover). `limit` bounds how many (all by default); `stopped` ends it early (the API closing).
 */
export const seedDemoCovers = async (
  services: Services,
  options: { limit?: number; stopped?: () => boolean } = {},
) => {
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  const storage = createFileStorage(services.config.STORAGE_DIR);
  const pictures = createPicturesService(services, storage);
  const books = await services.db
    .select({
      id: products.id,
      title: products.title,
      authors: products.authors,
      publishers: products.publishers,
      categories: products.categories,
    })
    .from(products)
    .where(
      notExists(
        services.db
          .select({ id: productPictures.id })
          .from(productPictures)
          .where(eq(productPictures.productId, products.id)),
      ),
    )
    .orderBy(asc(products.id));
  let made = 0;
  for (const book of books) {
    if (made >= limit || options.stopped?.()) break;
    const png = await demoCoverPng({
      title: book.title,
      author: book.authors[0]?.name ?? null,
      publisher: book.publishers[0] ?? null,
      subjectCode: book.categories[0]?.code ?? null,
    });
    await pictures.upload(book.id, png, null);
    made += 1;
  }
  return made;
};
