import type { Random } from './random.ts';

/** What the demo's readers choose books by: their subject (CLIL), authors and series. */
export type TasteBook = {
  categories: readonly { code: string }[];
  authors: readonly { name: string; role: string }[];
  series: readonly string[];
};

/** A demo reader: one or two favourite genres (CLIL codes), maybe a favourite author, how much they buy. */
export type Reader = {
  genres: string[];
  author: string | null;
  /** How many orders they place beside others (a few big readers, many occasional ones). */
  activity: number;
  /** Bought in the first year only, never since (the demo's lapsed customers). */
  lapsed: boolean;
};

/** How a bookshop's readers spread over the demo's CLIL subjects (demo-books.ts). */
const GENRE_WEIGHTS: Record<string, number> = {
  '2312': 24,
  '2313': 16,
  '3453': 12,
  '2340': 12,
  '3478': 10,
  '3645': 10,
  '2315': 8,
  '3666': 8,
};
/** Zipf's exponent of the books' popularity: the first sells twice the second, ten times the tenth. */
const ZIPF = 1;
/** Of a basket's books after the first: a companion of one already in it (same author, series). */
const WITH_BASKET = 0.3;
/** Of a basket's books: a companion of one the reader bought before (the next volume, the author's other book). */
const WITH_OWNED = 0.15;
/** Of a basket's books: one of the favourite author's (for readers who have one). */
const FROM_AUTHOR = 0.1;
/** Of a basket's books: one of the reader's genres; the rest are best-sellers of any genre. */
const FROM_GENRES = 0.8;

const genreOf = (book: TasteBook) => book.categories[0]?.code ?? '';
const seriesOf = (name: string) => name.replace(/,\s*tome\s*\d+$/i, '');
const writers = (book: TasteBook) =>
  book.authors.filter((author) => author.role === 'A01').map((author) => author.name);

/**
 * The tastes of the demo's readers over its catalogue: a Zipf-like popularity (a few best-sellers,
 * a long tail) in a seeded order, genres chosen as a shop's readers do, and books that go together
 * (the same author's, the volumes of a series). `reader()` draws a reader, `basket()` the books of
 * one of their orders: mostly from their genres, some with a book of the basket or one they bought
 * before, a few best-sellers of any genre, never one they already have (while the catalogue allows).
 * Books are answered by their index in `books`.
 */
export const createTastes = (random: Random, books: readonly TasteBook[]) => {
  const popularity = new Array<number>(books.length).fill(0);
  random.shuffled(books.map((_, index) => index)).forEach((index, rank) => {
    popularity[index] = 1 / (rank + 1) ** ZIPF;
  });
  const anyBook = random.weighted(popularity);

  const group = (keys: (book: TasteBook) => string[]) => {
    const groups = new Map<string, number[]>();
    books.forEach((book, index) => {
      for (const key of keys(book)) groups.set(key, [...(groups.get(key) ?? []), index]);
    });
    return groups;
  };
  const byGenre = group((book) => [genreOf(book)]);
  const byAuthor = group(writers);
  const bySeries = group((book) => book.series.map(seriesOf));
  const genrePickers = new Map(
    [...byGenre].map(([genre, indexes]) => {
      const draw = random.weighted(indexes.map((index) => popularity[index] ?? 0));
      return [genre, () => indexes[draw()]] as const;
    }),
  );
  const genres = [...byGenre.keys()];
  const anyGenre = random.weighted(genres.map((genre) => GENRE_WEIGHTS[genre] ?? 4));
  const companions = books.map((book, index) => [
    ...new Set(
      [
        ...writers(book).flatMap((name) => byAuthor.get(name) ?? []),
        ...book.series.flatMap((name) => bySeries.get(seriesOf(name)) ?? []),
      ].filter((other) => other !== index),
    ),
  ]);

  const reader = (): Reader => {
    const first = genres[anyGenre()] ?? '';
    let second = first;
    if (genres.length > 1 && random.chance(0.45))
      while (second === first) second = genres[anyGenre()] ?? first;
    const liked = genrePickers.get(first)?.();
    const authors = liked === undefined ? [] : writers(books[liked] as TasteBook);
    const author = authors.find((name) => (byAuthor.get(name)?.length ?? 0) > 1) ?? null;
    return {
      genres: second === first ? [first] : [first, second],
      author: random.chance(0.4) ? author : null,
      activity: Math.min(25, (1 - random.next()) ** (-1 / 1.6)),
      lapsed: random.chance(0.15),
    };
  };

  const companionOf = (indexes: readonly number[]) => {
    const of = indexes[random.int(0, indexes.length - 1)];
    const mates = of === undefined ? [] : (companions[of] ?? []);
    return mates.length === 0 ? undefined : random.pick(mates);
  };
  const draw = (who: Reader, owned: readonly number[], chosen: readonly number[]) => {
    const roll = random.next();
    if (chosen.length > 0 && roll < WITH_BASKET) {
      const mate = companionOf(chosen);
      if (mate !== undefined) return mate;
    }
    if (owned.length > 0 && random.chance(WITH_OWNED)) {
      const mate = companionOf(owned);
      if (mate !== undefined) return mate;
    }
    if (who.author !== null && random.chance(FROM_AUTHOR)) {
      const own = byAuthor.get(who.author);
      if (own) return random.pick(own);
    }
    if (!random.chance(FROM_GENRES)) return anyBook();
    const genre = who.genres.length > 1 && random.chance(0.35) ? who.genres[1] : who.genres[0];
    return genrePickers.get(genre ?? '')?.() ?? anyBook();
  };

  /** The books of a reader's next order (`count` of them, fewer only if the catalogue is smaller). */
  const basket = (who: Reader, owned: ReadonlySet<number>, count: number) => {
    const size = Math.min(count, books.length);
    const history = [...owned];
    const chosen: number[] = [];
    for (let tries = 0; chosen.length < size && tries < size * 12; tries++) {
      const book = draw(who, history, chosen);
      if (!owned.has(book) && !chosen.includes(book)) chosen.push(book);
    }
    while (chosen.length < size) {
      const book = anyBook();
      if (!chosen.includes(book)) chosen.push(book);
    }
    return chosen;
  };

  return { reader, basket, popularity };
};
