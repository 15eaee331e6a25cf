import {
  isAvailabilityCode,
  isBookForm,
  isIsbn13,
  isValidEan13,
  normalizeEan,
  priceNoTaxCents,
  type TContributor,
  type TSubject,
} from '@colophon/contract';
import { sanitizedHtmlOrNull } from '../../html/sanitize.ts';
import type { FeedRow, ScheduledPrice } from '../products/products.tables.ts';
import { kid, kids, RecordRejected, type RecordWarning, textAt, unique } from './onix-elements.ts';
import { supplyOf } from './onix-prices.ts';
import type { OnixElement } from './onix-reader.ts';

export { RecordRejected, type RecordWarning } from './onix-elements.ts';

export interface FeedProduct {
  ean: string;
  feed: FeedRow;
  /** The feed's prices to keep for their period (empty when the price in force is the only one and has no end). */
  priceSchedule: ScheduledPrice[];
  warnings: RecordWarning[];
}

const eanOf = (product: OnixElement) => {
  const identifiers = kids(product, 'ProductIdentifier');
  const found =
    identifiers.find((identifier) => textAt(identifier, 'ProductIDType') === '15') ??
    identifiers.find((identifier) => textAt(identifier, 'ProductIDType') === '03');
  const value = textAt(found, 'IDValue');
  if (!value) throw new RecordRejected('onixNoEan');
  const ean = normalizeEan(value);
  if (!isValidEan13(ean)) throw new RecordRejected('onixBadEan', { value });
  return ean;
};

const titleOf = (titleElement: OnixElement | undefined) =>
  textAt(titleElement, 'TitleText') ??
  ([textAt(titleElement, 'TitlePrefix'), textAt(titleElement, 'TitleWithoutPrefix')]
    .filter(Boolean)
    .join(' ') ||
    null);

const productTitle = (detail: OnixElement | undefined) => {
  const titleDetails = kids(detail, 'TitleDetail');
  const distinctive = titleDetails.find((title) => textAt(title, 'TitleType') === '01') ?? titleDetails[0];
  const elements = kids(distinctive, 'TitleElement');
  const productLevel =
    elements.find((element) => textAt(element, 'TitleElementLevel') === '01') ?? elements[0];
  const title = titleOf(productLevel);
  if (!title) throw new RecordRejected('onixNoTitle');
  return { title, subtitle: textAt(productLevel, 'Subtitle') };
};

const contributorsOf = (detail: OnixElement | undefined): TContributor[] =>
  kids(detail, 'Contributor')
    .map((contributor, index) => ({
      contributor,
      order: Number(textAt(contributor, 'SequenceNumber') ?? index + 1),
    }))
    .sort((a, b) => a.order - b.order)
    .map(({ contributor }) => {
      const name =
        textAt(contributor, 'PersonName') ??
        ([textAt(contributor, 'NamesBeforeKey'), textAt(contributor, 'KeyNames')].filter(Boolean).join(' ') ||
          null) ??
        textAt(contributor, 'CorporateName') ??
        textAt(contributor, 'PersonNameInverted');
      return name ? { name, role: textAt(contributor, 'ContributorRole') ?? 'A01' } : null;
    })
    .filter((contributor): contributor is TContributor => contributor !== null);

/** Publisher collections (type 10) are the shop's collections; other kinds of collection are series. */
const collectionsOf = (detail: OnixElement | undefined) => {
  const collections: string[] = [];
  const series: string[] = [];
  for (const collection of kids(detail, 'Collection')) {
    const titleElements = kids(kid(collection, 'TitleDetail'), 'TitleElement');
    const level =
      titleElements.find((element) => textAt(element, 'TitleElementLevel') === '02') ?? titleElements[0];
    const title = titleOf(level);
    if (!title) continue;
    (textAt(collection, 'CollectionType') === '10' ? collections : series).push(title);
  }
  return { collections: unique(collections), series: unique(series) };
};

const subjectsOf = (detail: OnixElement | undefined, scheme: string): TSubject[] => {
  const subjects = kids(detail, 'Subject')
    .filter((subject) => textAt(subject, 'SubjectSchemeIdentifier') === scheme)
    .sort((a, b) => Number(!!kid(b, 'MainSubject')) - Number(!!kid(a, 'MainSubject')));
  const byCode = new Map<string, TSubject>();
  for (const subject of subjects) {
    const code = textAt(subject, 'SubjectCode');
    if (code && !byCode.has(code))
      byCode.set(code, { code, label: textAt(subject, 'SubjectHeadingText') ?? '' });
  }
  return [...byCode.values()];
};

const toMillimetres: Record<string, number> = { mm: 1, cm: 10, in: 25.4 };
const toGrams: Record<string, number> = { gr: 1, kg: 1000, lb: 453.592, oz: 28.3495 };
const measureTypes = { height: '01', width: '02', thickness: '03', weight: '08' } as const;

const measuresOf = (detail: OnixElement | undefined) => {
  const measure = (type: string, units: Record<string, number>) => {
    for (const element of kids(detail, 'Measure')) {
      if (textAt(element, 'MeasureType') !== type) continue;
      const factor = units[textAt(element, 'MeasureUnitCode') ?? ''];
      const value = Number(textAt(element, 'Measurement')?.replace(',', '.'));
      if (factor && Number.isFinite(value)) return Math.round(value * factor);
    }
    return null;
  };
  return {
    height: measure(measureTypes.height, toMillimetres),
    width: measure(measureTypes.width, toMillimetres),
    thickness: measure(measureTypes.thickness, toMillimetres),
    weight: measure(measureTypes.weight, toGrams),
  };
};

const pagesOf = (detail: OnixElement | undefined) => {
  for (const type of ['00', '11', '07', '08']) {
    const extent = kids(detail, 'Extent').find(
      (element) => textAt(element, 'ExtentType') === type && (textAt(element, 'ExtentUnit') ?? '03') === '03',
    );
    const pages = Number(textAt(extent, 'ExtentValue'));
    if (extent && Number.isInteger(pages) && pages > 0) return pages;
  }
  return null;
};

const dateOf = (element: OnixElement | undefined): string | null => {
  const date = kid(element, 'Date');
  const value = textAt(element, 'Date');
  if (!value) return null;
  const digits = value.replace(/-/g, '');
  const format = date?.attributes.dateformat ?? '00';
  const match = /^(\d{4})(\d{2})?(\d{2})?/.exec(digits);
  if (!match || !['00', '01', '05', '13', '14'].includes(format))
    throw new RecordRejected('onixBadDate', { value });
  const iso = `${match[1]}-${match[2] ?? '01'}-${match[3] ?? '01'}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso)
    throw new RecordRejected('onixBadDate', { value });
  return iso;
};

const publishingOf = (product: OnixElement) => {
  const detail = kid(product, 'PublishingDetail');
  const publishers = kids(detail, 'Publisher');
  const main = publishers.filter((publisher) => (textAt(publisher, 'PublishingRole') ?? '01') === '01');
  const dates = kids(detail, 'PublishingDate');
  const published =
    dates.find((date) => textAt(date, 'PublishingDateRole') === '01') ??
    dates.find((date) => ['11', '12', '19'].includes(textAt(date, 'PublishingDateRole') ?? ''));
  return {
    publishers: unique(
      (main.length ? main : publishers).map((publisher) => textAt(publisher, 'PublisherName')),
    ),
    editions: unique(kids(detail, 'Imprint').map((imprint) => textAt(imprint, 'ImprintName'))),
    publishingStatus: textAt(detail, 'PublishingStatus'),
    releaseDate: dateOf(published),
  };
};

const summaryOf = (product: OnixElement) => {
  const texts = kids(kid(product, 'CollateralDetail'), 'TextContent');
  for (const type of ['03', '02', '01']) {
    const content = texts.find((text) => textAt(text, 'TextType') === type);
    // The feed's HTML is the publisher's: sanitised like staff's, its presentation kept.
    const summary = sanitizedHtmlOrNull(kid(content, 'Text')?.text.trim(), { clean: false });
    if (summary) return summary;
  }
  return null;
};

const coverOf = (product: OnixElement) => {
  const cover = kids(kid(product, 'CollateralDetail'), 'SupportingResource').find(
    (resource) =>
      textAt(resource, 'ResourceContentType') === '01' && textAt(resource, 'ResourceMode') === '03',
  );
  for (const version of kids(cover, 'ResourceVersion')) {
    const link = kid(version, 'ResourceLink')?.text.trim();
    if (!link) continue;
    try {
      const url = new URL(link.replace(/\s+/g, ''));
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
    } catch {
      // A link that is not a URL is no cover.
    }
  }
  return null;
};

/**
 * The values of one ONIX 3.0 Product record for the catalogue, its price the one in force on the
 * shop's day `today`; throws RecordRejected when unusable.
 */
export const feedProductOf = (
  product: OnixElement,
  defaultCurrency: string | null,
  today: string,
): FeedProduct => {
  const ean = eanOf(product);
  if (textAt(product, 'NotificationType') === '05') throw new RecordRejected('onixDeletion');
  const detail = kid(product, 'DescriptiveDetail');
  const form = textAt(detail, 'ProductForm');
  const productForm = form && /^[A-Z][A-Z0-9]$/.test(form) ? form : null;
  // A printed book is sold under its ISBN: another GTIN for it is a mistake of the feed (product form alike).
  if (isBookForm(productForm) && !isIsbn13(ean))
    throw new RecordRejected('onixBookNotIsbn', { value: ean, form: productForm ?? '' });
  const warnings: RecordWarning[] = [];
  const supply = supplyOf(product, defaultCurrency, today, warnings);
  const language = kids(detail, 'Language').find((element) => textAt(element, 'LanguageRole') === '01');
  const availability =
    supply.availability && isAvailabilityCode(supply.availability) ? supply.availability : null;
  const audiences = kids(detail, 'Audience')
    .filter((audience) => textAt(audience, 'AudienceCodeType') === '01')
    .map((audience) => textAt(audience, 'AudienceCodeValue'));
  const languageCode = textAt(language, 'LanguageCode')?.toLowerCase() ?? null;
  return {
    ean,
    warnings,
    priceSchedule: supply.priceSchedule,
    feed: {
      ...productTitle(detail),
      authors: contributorsOf(detail),
      ...publishingOf(product),
      suppliers: supply.suppliers,
      ...collectionsOf(detail),
      categories: subjectsOf(detail, '29'),
      classifications: subjectsOf(detail, '93'),
      publics: unique([...audiences, ...kids(detail, 'AudienceCode').map((code) => code.text.trim())]),
      priceWithTax: supply.priceWithTax,
      priceNoTax: supply.priceWithTax === null ? null : priceNoTaxCents(supply.priceWithTax, supply.taxRate),
      taxRate: supply.taxRate,
      availability,
      summary: summaryOf(product),
      pages: pagesOf(detail),
      ...measuresOf(detail),
      language: languageCode && /^[a-z]{3}$/.test(languageCode) ? languageCode : null,
      productForm,
      coverUrl: coverOf(product),
    },
  };
};
