import { describe, expect, it } from 'vitest';
import { frenchVatNumber, isSiren, sellerProblems, type TClientSeller } from './seller.ts';

const complete: TClientSeller = {
  name: 'Librairie Colophon',
  legalForm: 'SAS',
  shareCapital: 10_000,
  address: '12 rue des Carmes, 31000 Toulouse, France',
  siren: '912 345 675',
  rcsCity: 'Toulouse',
  vatNumber: 'FR65912345675',
};

describe('the seller’s SIREN and VAT number', () => {
  it('when a SIREN’s Luhn key is right, then it is taken, spaces or not; a wrong digit, a letter or a length is not', () => {
    // INSEE's own SIREN and La Poste's pass; the generic client's former 912 345 678 does not.
    for (const siren of ['120027016', '356 000 000', '912 345 675', '532814761'])
      expect(isSiren(siren)).toBe(true);
    for (const siren of ['912345678', '912 345 676', '12002701', '1200270160', '12002701A'])
      expect(isSiren(siren)).toBe(false);
  });

  it('when a VAT number is worked out, then its key is (12 + 3 × (SIREN mod 97)) mod 97 on two digits', () => {
    expect(frenchVatNumber('912 345 675')).toBe('FR65912345675');
    expect(frenchVatNumber('120027016')).toBe('FR85120027016');
    const keys = ['532814761', '847109238', '356000000'].map((siren) => frenchVatNumber(siren).slice(2, 4));
    expect(keys).toEqual(['16', '88', '39']);
    // A key under 10 keeps its leading zero.
    expect(frenchVatNumber('404833055')).toBe('FR07404833055');
  });
});

describe('the seller block a start checks', () => {
  it('when every mention is there and valid, then nothing is wrong', () => {
    expect(sellerProblems(complete)).toEqual([]);
    expect(sellerProblems({ ...complete, vatNumber: 'FR 65 912 345 675' })).toEqual([]);
  });

  it('when the block or a mention is missing, then each one is named', () => {
    expect(sellerProblems(undefined)).toEqual(['the seller block is missing']);
    const { rcsCity: _city, shareCapital: _capital, ...partial } = complete;
    expect(sellerProblems({ ...partial, name: ' ' })).toEqual([
      'name missing',
      'shareCapital missing (a SAS states it)',
      'rcsCity missing',
    ]);
  });

  it('when the SIREN fails its key or the VAT number is not the SIREN’s, then it says so with the right number', () => {
    expect(sellerProblems({ ...complete, siren: '912 345 678', vatNumber: 'FR45912345678' })).toEqual([
      'siren 912 345 678 is not nine digits with a valid Luhn key',
    ]);
    expect(sellerProblems({ ...complete, vatNumber: 'FR45912345675' })).toEqual([
      "vatNumber FR45912345675 is not the SIREN's (FR65912345675)",
    ]);
  });

  it('when the seller is a sole trader (EI), then no share capital is asked', () => {
    const { shareCapital: _capital, ...soleTrader } = complete;
    expect(sellerProblems({ ...soleTrader, legalForm: 'EI' })).toEqual([]);
  });
});
