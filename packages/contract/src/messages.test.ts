import { describe, expect, it } from 'vitest';
import { messageCatalogues, messages } from './messages.ts';

describe('the messages both sides show', () => {
  it('when two domains name a message alike, then the test says which key, since the later one would replace the other', () => {
    const owners = new Map<string, string[]>();
    for (const [catalogue, entries] of Object.entries(messageCatalogues))
      for (const key of Object.keys(entries)) owners.set(key, [...(owners.get(key) ?? []), catalogue]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
    expect(Object.keys(messages).sort()).toEqual([...owners.keys()].sort());
  });
});
