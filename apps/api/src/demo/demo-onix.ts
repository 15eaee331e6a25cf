import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { feedFieldNames } from '@colophon/contract';
import type { FeedRow, products } from '../catalog/products/products.tables.ts';
import { demoProducts } from './demo-products.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An element with escaped text, or nothing when there is no value. */
const tag = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === ''
    ? ''
    : `<${name}>${escapeXml(String(value))}</${name}>`;

const measure = (type: string, value: number | null, unit: string) =>
  value === null
    ? ''
    : `<Measure>${tag('MeasureType', type)}${tag('Measurement', value)}${tag('MeasureUnitCode', unit)}</Measure>`;

const collection = (type: string, title: string) =>
  `<Collection>${tag('CollectionType', type)}<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>02</TitleElementLevel>${tag('TitleText', title)}</TitleElement></TitleDetail></Collection>`;

const euros = (cents: number) => (cents / 100).toFixed(2);

/** One Product record of reference tags, holding what the import keeps of a feed row. */
export const onixRecordOf = (ean: string, feed: FeedRow) => {
  const descriptive = [
    '<ProductComposition>00</ProductComposition>',
    tag('ProductForm', feed.productForm),
    measure('01', feed.height, 'mm'),
    measure('02', feed.width, 'mm'),
    measure('03', feed.thickness, 'mm'),
    measure('08', feed.weight, 'gr'),
    ...feed.collections.map((title) => collection('10', title)),
    ...feed.series.map((title) => collection('11', title)),
    `<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel>${tag('TitleText', feed.title)}${tag('Subtitle', feed.subtitle)}</TitleElement></TitleDetail>`,
    ...feed.authors.map(
      (author, index) =>
        `<Contributor>${tag('SequenceNumber', index + 1)}${tag('ContributorRole', author.role)}${tag('PersonName', author.name)}</Contributor>`,
    ),
    feed.language
      ? `<Language><LanguageRole>01</LanguageRole>${tag('LanguageCode', feed.language)}</Language>`
      : '',
    feed.pages === null
      ? ''
      : `<Extent><ExtentType>00</ExtentType>${tag('ExtentValue', feed.pages)}<ExtentUnit>03</ExtentUnit></Extent>`,
    ...feed.categories.map(
      (subject, index) =>
        `<Subject>${index === 0 ? '<MainSubject/>' : ''}<SubjectSchemeIdentifier>29</SubjectSchemeIdentifier>${tag('SubjectCode', subject.code)}${tag('SubjectHeadingText', subject.label)}</Subject>`,
    ),
    ...feed.classifications.map(
      (subject) =>
        `<Subject><SubjectSchemeIdentifier>93</SubjectSchemeIdentifier>${tag('SubjectCode', subject.code)}</Subject>`,
    ),
    ...feed.publics.map(
      (audience) =>
        `<Audience><AudienceCodeType>01</AudienceCodeType>${tag('AudienceCodeValue', audience)}</Audience>`,
    ),
  ];
  const collateral = feed.summary
    ? `<CollateralDetail><TextContent><TextType>03</TextType><ContentAudience>00</ContentAudience><Text textformat="02">${escapeXml(feed.summary)}</Text></TextContent></CollateralDetail>`
    : '';
  const publishing = [
    ...feed.editions.map((name) => `<Imprint>${tag('ImprintName', name)}</Imprint>`),
    ...feed.publishers.map(
      (name) => `<Publisher><PublishingRole>01</PublishingRole>${tag('PublisherName', name)}</Publisher>`,
    ),
    tag('PublishingStatus', feed.publishingStatus),
    feed.releaseDate
      ? `<PublishingDate><PublishingDateRole>01</PublishingDateRole><Date dateformat="00">${feed.releaseDate.replace(/-/g, '')}</Date></PublishingDate>`
      : '',
  ];
  const price =
    feed.priceWithTax === null
      ? ''
      : `<Price><PriceType>04</PriceType>${tag('PriceAmount', euros(feed.priceWithTax))}<Tax><TaxType>01</TaxType>${tag('TaxRatePercent', Number((feed.taxRate * 100).toFixed(2)))}</Tax><CurrencyCode>EUR</CurrencyCode></Price>`;
  const supply = `<ProductSupply><Market><Territory><CountriesIncluded>FR</CountriesIncluded></Territory></Market><SupplyDetail>${feed.suppliers
    .map((name) => `<Supplier><SupplierRole>01</SupplierRole>${tag('SupplierName', name)}</Supplier>`)
    .join('')}${tag('ProductAvailability', feed.availability)}${price}</SupplyDetail></ProductSupply>`;
  return `<Product>
<RecordReference>demo-${ean}</RecordReference>
<NotificationType>03</NotificationType>
<ProductIdentifier><ProductIDType>15</ProductIDType><IDValue>${ean}</IDValue></ProductIdentifier>
<DescriptiveDetail>${descriptive.join('')}</DescriptiveDetail>
${collateral}
<PublishingDetail>${publishing.join('')}</PublishingDetail>
${supply}
</Product>
`;
};

const header = `<?xml version="1.0" encoding="UTF-8"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
<Header><Sender><SenderName>Colophon demo feed</SenderName></Sender><SentDateTime>20260101</SentDateTime></Header>
`;

/** Products written per chunk of the file: the file is never whole in memory. */
const RECORDS_PER_CHUNK = 200;

/** The feed values of a demo product; the shop's own products get theirs from their columns. */
const feedOfDemo = (product: typeof products.$inferInsert) =>
  product.feed ??
  (Object.fromEntries(feedFieldNames.map((name) => [name, product[name] ?? null])) as unknown as FeedRow);

/**
 * The text of an ONIX 3.0 file of the first `count` demo products, chunk by chunk. Each
 * `revision` raises every price by 10 cents: revision 1 changes every product of revision 0.
 */
export function* demoOnixChunks(options: {
  count: number;
  seed?: number;
  today?: Date;
  revision?: number;
}): Generator<string> {
  const raise = (options.revision ?? 0) * 10;
  yield header;
  let chunk = '';
  let inChunk = 0;
  for (const product of demoProducts(options.count, options.seed, options.today)) {
    const feed = feedOfDemo(product);
    const priced = feed.priceWithTax === null ? feed : { ...feed, priceWithTax: feed.priceWithTax + raise };
    chunk += onixRecordOf(product.ean, priced);
    if (++inChunk === RECORDS_PER_CHUNK) {
      yield chunk;
      chunk = '';
      inChunk = 0;
    }
  }
  yield `${chunk}</ONIXMessage>\n`;
}

/** Writes the demo ONIX file to `path` (for benchmarks and trying the import); answers its size in bytes. */
export const writeDemoOnix = async (
  path: string,
  options: { count: number; seed?: number; today?: Date; revision?: number },
) => {
  const file = createWriteStream(path);
  await pipeline(Readable.from(demoOnixChunks(options)), file);
  return file.bytesWritten;
};
