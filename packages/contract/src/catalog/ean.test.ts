import { describe, expect, it } from 'vitest';
import { isIsbn13, isValidEan13, withCheckDigit, ZEan } from './ean.ts';
import { pricesAgree } from './money.ts';

describe('EAN-13 check digit', () => {
  it('when the check digit is right, then the EAN is valid, books and other items alike', () => {
    expect(isValidEan13('9782070368228')).toBe(true);
    expect(isValidEan13('9791024500256')).toBe(true);
    expect(isValidEan13('3017620422003')).toBe(true);
    expect(withCheckDigit('978207036822')).toBe('9782070368228');
  });

  it('when the check digit, the length or a character is wrong, then it is refused', () => {
    expect(isValidEan13('9782070368229')).toBe(false);
    expect(isValidEan13('978207036822')).toBe(false);
    expect(isValidEan13('97820703682X8')).toBe(false);
  });

  it('when an EAN starts with 978 or 979, then it is an ISBN-13; otherwise it is not a book', () => {
    expect(isIsbn13('9782070368228')).toBe(true);
    expect(isIsbn13('9791024500256')).toBe(true);
    expect(isIsbn13('3017620422003')).toBe(false);
  });

  it('when an ISBN is typed with hyphens, then the schema keeps the 13 digits', () => {
    expect(ZEan.parse('978-2-07-036822-8')).toBe('9782070368228');
    expect(ZEan.safeParse('978-2-07-036822-9').error?.issues[0]?.message).toBe('invalidEan');
  });
});

describe('price agreement', () => {
  it('when the price without tax is the price with tax over 1 + rate to the cent, then they agree', () => {
    expect(pricesAgree(790, 749, 0.055)).toBe(true);
    expect(pricesAgree(2250, 2133, 0.055)).toBe(true);
    expect(pricesAgree(2250, 2100, 0.055)).toBe(false);
  });
});
