/**
 * The comparison of a 409 (issue 3): what I typed beside what is saved now, field by field, and the
 * values the form holds once I chose, for each field, mine or theirs.
 */

type Values = Record<string, unknown>;
export type FieldChoice = 'mine' | 'theirs';

/** A top-level field of the form whose value differs between what I typed and what is saved now. */
export interface FieldDifference {
  path: string;
  mine: unknown;
  theirs: unknown;
  /** I changed it since the form was loaded; else only the other person did. */
  changedByMe: boolean;
}

/** Equality of form values: deep, and blind to the order of an object's keys. */
export const sameValue = (left: unknown, right: unknown): boolean => {
  if (Object.is(left, right)) return true;
  if (left instanceof Date && right instanceof Date) return left.getTime() === right.getTime();
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  if (Array.isArray(left) && Array.isArray(right))
    return left.length === right.length && left.every((item, index) => sameValue(item, right[index]));
  const leftEntries = Object.entries(left).filter(([, value]) => value !== undefined);
  const rightRecord = right as Record<string, unknown>;
  const rightCount = Object.values(rightRecord).filter((value) => value !== undefined).length;
  return (
    leftEntries.length === rightCount &&
    leftEntries.every(([key, value]) => sameValue(value, rightRecord[key]))
  );
};

/**
 * The fields that differ between mine and theirs, in the form's order; `base` is what the form was
 * loaded with, which tells the fields I changed from those only the other person changed.
 */
export const compareValues = <T extends Values>(base: T, mine: T, theirs: T): FieldDifference[] => {
  const paths = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])];
  return paths
    .filter((path) => !sameValue(mine[path], theirs[path]))
    .map((path) => ({
      path,
      mine: mine[path],
      theirs: theirs[path],
      changedByMe: !sameValue(mine[path], base[path]),
    }));
};

/** What each field keeps at first: my change where I made one, else the saved value (nothing of theirs is lost). */
export const defaultChoices = (differences: readonly FieldDifference[]): Record<string, FieldChoice> =>
  Object.fromEntries(
    differences.map((difference) => [difference.path, difference.changedByMe ? 'mine' : 'theirs']),
  );

/** The form's values for the choices made: the saved version, with my value where I keep mine. */
export const mergeValues = <T extends Values>(
  mine: T,
  theirs: T,
  choices: Readonly<Record<string, FieldChoice>>,
): T => {
  const merged: Values = { ...theirs };
  for (const [path, choice] of Object.entries(choices)) if (choice === 'mine') merged[path] = mine[path];
  return merged as T;
};

const EMPTY = '—';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export interface ValueFormatters {
  yes: string;
  no: string;
  date: (value: string) => string;
  dateTime: (value: string) => string;
  number: (value: number) => string;
}

/**
 * A form value as a person reads it: texts as they are, dates as DD/MM/YYYY, yes or no, lists
 * joined by commas, a record by its texts (a contributor: `Émile Zola A01`); empty as a dash.
 */
export const formatFormValue = (value: unknown, formatters: ValueFormatters): string => {
  const format = (each: unknown): string => {
    if (each === null || each === undefined || each === '') return '';
    if (typeof each === 'boolean') return each ? formatters.yes : formatters.no;
    if (typeof each === 'number') return Number.isFinite(each) ? formatters.number(each) : '';
    if (typeof each === 'string') {
      if (ISO_DATE.test(each)) return formatters.date(each);
      if (ISO_DATE_TIME.test(each)) return formatters.dateTime(each);
      return each;
    }
    if (each instanceof Date) return formatters.dateTime(each.toISOString());
    if (Array.isArray(each)) return each.map(format).filter(Boolean).join(', ');
    if (typeof each === 'object')
      return Object.values(each as Values)
        .map(format)
        .filter(Boolean)
        .join(' ');
    return String(each);
  };
  return format(value) || EMPTY;
};
