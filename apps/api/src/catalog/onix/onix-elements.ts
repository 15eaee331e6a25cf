import type { MessageKey } from '@colophon/contract';
import type { OnixElement } from './onix-reader.ts';

/** Why a record is skipped; the reason is a message key. */
export class RecordRejected extends Error {
  readonly reason: MessageKey;
  readonly params: Record<string, string>;
  constructor(reason: MessageKey, params: Record<string, string> = {}) {
    super(reason);
    this.reason = reason;
    this.params = params;
  }
}

/** A part of a record left out of the import, and why: the record itself is imported. */
export interface RecordWarning {
  reason: MessageKey;
  params: Record<string, string>;
}

export const kids = (parent: OnixElement | undefined, name: string) =>
  parent?.children.filter((child) => child.name === name) ?? [];
export const kid = (parent: OnixElement | undefined, name: string) =>
  parent?.children.find((child) => child.name === name);
/** Whitespace other than single spaces. */
const NEEDS_COLLAPSE = /[^\S ]| {2}/;
/** The text of the element at a path, spaces collapsed (pretty-printed feeds break lines in values). */
export const textAt = (parent: OnixElement | undefined, ...path: string[]): string | null => {
  let current = parent;
  for (const name of path) current = kid(current, name);
  if (!current) return null;
  // Most values have no run of spaces nor line break: they need no collapsing.
  const text = (NEEDS_COLLAPSE.test(current.text) ? current.text.replace(/\s+/g, ' ') : current.text).trim();
  return text ? text : null;
};
export const unique = (values: (string | null)[]) => [
  ...new Set(values.filter((value): value is string => !!value)),
];
