import { claim } from '@colophon/contract';
import sharp from 'sharp';
import { createMediaService } from '../cms/media/media.service.ts';
import type { SignedInUser } from '../http/request-context.ts';
import type { Services } from '../services.ts';
import { createFileStorage } from '../storage/storage.ts';

const staff: SignedInUser = {
  id: 1,
  userName: 'admin',
  claims: new Set([claim('Cms', 'PostList'), claim('Cms', 'PostCreateEditAll')]),
  session: null,
};

/** The demo library's pictures: shelves of coloured spines, drawn here (no file outside the repository). */
const windows = [
  { fr: 'La vitrine de la rentrée', en: 'The new-season window', colour: { r: 176, g: 58, b: 46 } },
  { fr: 'La table des nouveautés', en: 'The new-books table', colour: { r: 31, g: 97, b: 141 } },
  { fr: 'Le coin jeunesse', en: 'The children’s corner', colour: { r: 39, g: 174, b: 96 } },
] as const;

const shelf = async ({ r, g, b }: { r: number; g: number; b: number }) => {
  const spines = Array.from({ length: 24 }, (_, index) => {
    const shade = 40 + ((index * 53) % 160);
    const height = 300 + ((index * 37) % 200);
    return `<rect x="${40 + index * 48}" y="${620 - height}" width="40" height="${height}" fill="rgb(${shade},${(shade * 2) % 255},${255 - shade})"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720">${spines}<rect x="0" y="620" width="1280" height="30" fill="#5b3a1e"/></svg>`;
  return sharp({ create: { width: 1280, height: 720, channels: 3, background: { r, g, b } } })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 80 })
    .toBuffer();
};

/** A few pictures in the media library, for the home page's carousel. */
export const seedDemoMedia = async (services: Services) => {
  const library = createMediaService(services, createFileStorage(services.config.STORAGE_DIR));
  for (const [index, picture] of windows.entries())
    await library.create(
      {
        mediaType: 'ImageCustom',
        localizations: [
          { locale: 'fr', title: picture.fr, altText: `${picture.fr} de la librairie` },
          { locale: 'en', title: picture.en, altText: `${picture.en} of the bookshop` },
        ],
        externalUrl: null,
      },
      { bytes: await shelf(picture.colour), fileName: `vitrine-${index + 1}.jpg` },
      'fr',
      staff,
    );
};
