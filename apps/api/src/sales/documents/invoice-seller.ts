import { spacedSiren, type TClient, type TSeller } from '@colophon/contract';

/** The seller an invoice names, from the client's file (checked at start); the shop's title when it has no name. */
export const sellerOf = (client: TClient): TSeller => {
  const seller = client.seller ?? {};
  return {
    name: seller.name?.trim() || client.title,
    legalForm: seller.legalForm?.trim() ?? '',
    shareCapital: seller.shareCapital ?? null,
    address: seller.address?.trim() ?? '',
    siren: seller.siren ? spacedSiren(seller.siren) : '',
    rcsCity: seller.rcsCity?.trim() ?? '',
    vatNumber: seller.vatNumber?.replace(/\s/g, '').toUpperCase() ?? '',
  };
};

/** Euros as an invoice's text writes a capital: 10 000 €, 7 622,45 €. */
const capital = (euros: number) => {
  const [units = '0', cents] = euros.toFixed(2).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${grouped}${cents === '00' ? '' : `,${cents}`} €`;
};

/**
 * The lines under the seller's name: legal form and capital, registered office, SIREN with « RCS » and
 * the registry's city (C. com. R123-237 1° and 2°, R123-238), intra-EU VAT number (CGI ann. II art.
 * 242 nonies A I 2°). A line the file lacks is left out (a development start warned of it).
 */
export const sellerLines = (seller: TSeller, locale: 'fr' | 'en'): string[] => {
  const fr = locale === 'fr';
  const form =
    seller.legalForm && seller.shareCapital !== null
      ? fr
        ? `${seller.legalForm} au capital de ${capital(seller.shareCapital)}`
        : `${seller.legalForm} with a share capital of ${capital(seller.shareCapital)}`
      : seller.legalForm;
  const registry = [
    seller.siren && `SIREN ${seller.siren}`,
    seller.rcsCity && `RCS ${seller.rcsCity}`,
  ].filter(Boolean);
  return [
    form,
    seller.address,
    registry.join(' '),
    seller.vatNumber &&
      (fr
        ? `N° de TVA intracommunautaire : ${seller.vatNumber}`
        : `Intra-EU VAT number: ${seller.vatNumber}`),
  ].filter((line) => line !== '');
};
