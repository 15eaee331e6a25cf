/** A fixed retail price incl. tax (type 04) in EUR, with its VAT rate and its period when given. */
export const onixPrice = (price: { amount: string; taxPercent?: string; from?: string; until?: string }) =>
  `<Price><PriceType>04</PriceType><PriceAmount>${price.amount}</PriceAmount>${
    price.taxPercent === undefined
      ? ''
      : `<Tax><TaxType>01</TaxType><TaxRatePercent>${price.taxPercent}</TaxRatePercent></Tax>`
  }<CurrencyCode>EUR</CurrencyCode>${
    price.from === undefined
      ? ''
      : `<PriceDate><PriceDateRole>14</PriceDateRole><Date>${price.from}</Date></PriceDate>`
  }${
    price.until === undefined
      ? ''
      : `<PriceDate><PriceDateRole>15</PriceDateRole><Date>${price.until}</Date></PriceDate>`
  }</Price>`;

/** A small ONIX 3.0 product record, reference tags, for tests that need a feed of their own. */
export const onixProduct = (fields: {
  ean: string;
  title?: string;
  price?: string;
  /** Price elements of their own, in place of `price` (dates, tax). */
  prices?: string;
  /** The publication date (YYYYMMDD). */
  published?: string;
  /** The ONIX product form, BC (paperback) by default. */
  form?: string;
  /** The identifier's type: 15 (ISBN-13) by default, 03 (GTIN-13). */
  idType?: string;
  extra?: string;
  /** The inside of CollateralDetail (summaries, cover). */
  collateral?: string;
}) => `
  <Product>
    <RecordReference>ref-${fields.ean}</RecordReference>
    <NotificationType>03</NotificationType>
    <ProductIdentifier><ProductIDType>${fields.idType ?? '15'}</ProductIDType><IDValue>${fields.ean}</IDValue></ProductIdentifier>
    <DescriptiveDetail>
      <ProductComposition>00</ProductComposition>
      <ProductForm>${fields.form ?? 'BC'}</ProductForm>
      ${fields.title === undefined ? '' : `<TitleDetail><TitleType>01</TitleType><TitleElement><TitleElementLevel>01</TitleElementLevel><TitleText>${fields.title}</TitleText></TitleElement></TitleDetail>`}
      <Contributor><SequenceNumber>1</SequenceNumber><ContributorRole>A01</ContributorRole><PersonName>Émile Zola</PersonName></Contributor>
      ${fields.extra ?? ''}
    </DescriptiveDetail>
    ${fields.collateral === undefined ? '' : `<CollateralDetail>${fields.collateral}</CollateralDetail>`}
    <PublishingDetail><Publisher><PublishingRole>01</PublishingRole><PublisherName>Charpentier</PublisherName></Publisher>${
      fields.published === undefined
        ? ''
        : `<PublishingDate><PublishingDateRole>01</PublishingDateRole><Date>${fields.published}</Date></PublishingDate>`
    }</PublishingDetail>
    <ProductSupply>
      <SupplyDetail>
        <Supplier><SupplierRole>01</SupplierRole><SupplierName>Sodis</SupplierName></Supplier>
        <ProductAvailability>21</ProductAvailability>
        ${fields.prices ?? (fields.price === undefined ? '' : onixPrice({ amount: fields.price }))}
      </SupplyDetail>
    </ProductSupply>
  </Product>`;

export const onixMessage = (records: string[], encoding = 'UTF-8') =>
  `<?xml version="1.0" encoding="${encoding}"?>
<ONIXMessage release="3.0" xmlns="http://ns.editeur.org/onix/3.0/reference">
  <Header><Sender><SenderName>Test</SenderName></Sender><SentDateTime>20260101</SentDateTime></Header>${records.join('')}
</ONIXMessage>
`;
