import { describe, expect, it } from 'vitest';
import { sameValue } from '../products/products.service.ts';
import { sameFeed } from './onix-product.ts';

describe('comparing feed values', () => {
  it('when two values differ only in the order of keys, or in missing against null, then they are the same, as the products service says', () => {
    const cases: [unknown, unknown][] = [
      [
        { title: 'Nana', authors: [{ name: 'Zola', role: 'A01' }] },
        { authors: [{ role: 'A01', name: 'Zola' }], title: 'Nana' },
      ],
      [null, undefined],
      [{ a: 1, b: undefined }, { a: 1 }],
      [{ a: 1, b: null }, { a: 1 }],
      [{ a: [1, 2] }, { a: [2, 1] }],
      [{ a: [1, 2] }, { a: [1, 2, 3] }],
      [{ price: 890 }, { price: 950 }],
      [{ a: {} }, { a: [] }],
      [{ a: '1' }, { a: 1 }],
      [{ tax: 0.055 }, { tax: 0.055 }],
    ];
    for (const [a, b] of cases) {
      expect({ a, b, same: sameFeed(a, b) }).toEqual({ a, b, same: sameValue(a, b) });
      expect(sameFeed(b, a)).toBe(sameFeed(a, b));
    }
  });
});
