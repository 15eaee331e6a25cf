import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value.ts';

describe('comparing feed values', () => {
  it('when two values differ only in the order of keys, or in missing against null, then they are the same', () => {
    const cases: [unknown, unknown, boolean][] = [
      [
        { title: 'Nana', authors: [{ name: 'Zola', role: 'A01' }] },
        { authors: [{ role: 'A01', name: 'Zola' }], title: 'Nana' },
        true,
      ],
      [null, undefined, true],
      [{ a: 1, b: undefined }, { a: 1 }, true],
      [{ a: 1, b: null }, { a: 1 }, false],
      [{ a: [1, 2] }, { a: [2, 1] }, false],
      [{ a: [1, 2] }, { a: [1, 2, 3] }, false],
      [{ price: 890 }, { price: 950 }, false],
      [{ a: {} }, { a: [] }, false],
      [{ a: '1' }, { a: 1 }, false],
      [{ tax: 0.055 }, { tax: 0.055 }, true],
    ];
    for (const [a, b, same] of cases) {
      expect({ a, b, same: sameValue(a, b) }).toEqual({ a, b, same });
      expect(sameValue(b, a)).toBe(same);
    }
  });
});
