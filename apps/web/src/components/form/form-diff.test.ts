import { describe, expect, it } from 'vitest';
import {
  compareValues,
  defaultChoices,
  formatFormValue,
  mergeValues,
  sameValue,
  type ValueFormatters,
} from './form-diff.ts';

const loaded = {
  name: 'Émile Zola',
  biography: 'Romancier.',
  photoUrl: '',
  authors: [{ name: 'Émile Zola', role: 'A01' }],
  isVisible: true,
  version: 3,
};

describe('comparing what I typed with what is saved now', () => {
  it('when values are equal in depth, whatever the order of their keys, then they are the same', () => {
    expect(sameValue({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameValue('', null)).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
  });

  it('when I changed a field and someone else another, then both differ, and only mine is marked as mine', () => {
    const mine = { ...loaded, name: 'É. Zola' };
    const theirs = { ...loaded, biography: 'Romancier naturaliste.', version: 4 };
    expect(compareValues(loaded, mine, theirs)).toEqual([
      { path: 'name', mine: 'É. Zola', theirs: 'Émile Zola', changedByMe: true },
      { path: 'biography', mine: 'Romancier.', theirs: 'Romancier naturaliste.', changedByMe: false },
      { path: 'version', mine: 3, theirs: 4, changedByMe: false },
    ]);
  });

  it('when we both typed the same thing, or a list got the same items, then that field does not differ', () => {
    const mine = {
      ...loaded,
      photoUrl: 'https://example.com/zola.jpg',
      authors: [{ role: 'A01', name: 'Émile Zola' }],
    };
    const theirs = { ...loaded, photoUrl: 'https://example.com/zola.jpg' };
    expect(compareValues(loaded, mine, theirs)).toEqual([]);
  });

  it('when we both changed the same field differently, then it differs and is mine', () => {
    const mine = { ...loaded, authors: [...loaded.authors, { name: 'Alexandrine', role: 'B01' }] };
    const theirs = { ...loaded, authors: [] };
    expect(compareValues(loaded, mine, theirs)).toEqual([
      { path: 'authors', mine: mine.authors, theirs: [], changedByMe: true },
    ]);
  });
});

describe('choosing, field by field', () => {
  const mine = { ...loaded, name: 'É. Zola', isVisible: false };
  const theirs = { ...loaded, name: 'Zola', biography: 'Romancier naturaliste.', version: 4 };
  const differences = compareValues(loaded, mine, theirs);

  it('when nothing is chosen yet, then my changes stay and what only they changed is taken, version included', () => {
    const choices = defaultChoices(differences);
    expect(choices).toEqual({ name: 'mine', isVisible: 'mine', biography: 'theirs', version: 'theirs' });
    expect(mergeValues(mine, theirs, choices)).toEqual({
      ...loaded,
      name: 'É. Zola',
      isVisible: false,
      biography: 'Romancier naturaliste.',
      version: 4,
    });
  });

  it('when I take theirs for a field, then only that field goes back to the saved value', () => {
    const choices = { ...defaultChoices(differences), name: 'theirs' as const };
    expect(mergeValues(mine, theirs, choices)).toEqual({
      ...theirs,
      isVisible: false,
    });
  });

  it('when I take theirs for every field, then the form holds the saved version', () => {
    const all = Object.fromEntries(differences.map(({ path }) => [path, 'theirs' as const]));
    expect(mergeValues(mine, theirs, all)).toEqual(theirs);
  });

  it('when merging, then neither my values nor theirs are changed', () => {
    const before = structuredClone({ mine, theirs });
    mergeValues(mine, theirs, defaultChoices(differences));
    expect({ mine, theirs }).toEqual(before);
  });
});

describe('showing a value', () => {
  const formatters: ValueFormatters = {
    yes: 'Oui',
    no: 'Non',
    date: (value) => value.split('-').reverse().join('/'),
    dateTime: (value) => `le ${value.slice(0, 10)}`,
    number: (value) => String(value).replace('.', ','),
  };
  const show = (value: unknown) => formatFormValue(value, formatters);

  it('when a value is empty, then a dash', () => {
    for (const empty of ['', null, undefined, [], [{ name: '' }]]) expect(show(empty)).toBe('—');
  });

  it('when a value is a text, a number, a yes or no, or a date, then as a person reads it', () => {
    expect(show('Germinal')).toBe('Germinal');
    expect(show(12.5)).toBe('12,5');
    expect(show(0)).toBe('0');
    expect(show(false)).toBe('Non');
    expect(show('2024-03-01')).toBe('01/03/2024');
    expect(show('2024-03-01T10:00:00.000Z')).toBe('le 2024-03-01');
  });

  it('when a value is a list or a record, then its texts joined', () => {
    expect(show(['Gallimard', 'Folio'])).toBe('Gallimard, Folio');
    expect(
      show([
        { name: 'Émile Zola', role: 'A01' },
        { name: 'Henri Mitterand', role: 'B01' },
      ]),
    ).toBe('Émile Zola A01, Henri Mitterand B01');
    expect(show({ code: '3453', label: 'Thriller' })).toBe('3453 Thriller');
  });
});
