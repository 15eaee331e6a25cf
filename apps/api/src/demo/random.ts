/** A seeded pseudo-random generator (mulberry32): the same seed gives the same demo shop. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  /** A drawer of indexes, each as likely as its weight (cumulative weights, binary search). */
  const weighted = (weights: readonly number[]) => {
    const cumulative: number[] = [];
    let total = 0;
    for (const weight of weights) {
      total += Math.max(0, weight);
      cumulative.push(total);
    }
    return () => {
      const target = next() * total;
      let low = 0;
      let high = cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((cumulative[middle] ?? 0) > target) high = middle;
        else low = middle + 1;
      }
      return low;
    };
  };
  /** The items in a random order (Fisher–Yates), the list left as it was. */
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index--) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return { next, int, pick, weighted, shuffled, chance: (probability: number) => next() < probability };
};
export type Random = ReturnType<typeof createRandom>;
