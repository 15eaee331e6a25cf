import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { labelOfField } from './conflict-alert.tsx';
import { useDetailForm } from './use-detail-form.ts';

interface AuthorValues extends Record<string, unknown> {
  name: string;
  biography: string;
  version: number;
}
const loaded: AuthorValues = { name: 'Émile Zola', biography: 'Romancier.', version: 3 };
const saved: AuthorValues = { name: 'Zola', biography: 'Romancier naturaliste.', version: 4 };

const openForm = () => {
  const hook = renderHook(() => useDetailForm<AuthorValues>(z.looseObject({}), loaded));
  act(() => hook.result.current.form.setFieldValue('name', 'É. Zola'));
  return hook;
};

describe('comparing on a conflict', () => {
  it('when the page reloads the saved version, then my change stays over it and the comparison lists both fields', async () => {
    const { result } = openForm();
    const reload = async () => {
      await Promise.resolve();
      result.current.reset(saved);
    };
    let compared = false;
    await act(async () => {
      compared = await result.current.compare(reload);
    });
    expect(compared).toBe(true);
    expect(result.current.form.getValues()).toEqual({ ...saved, name: 'É. Zola' });
    // Saving now sends what I typed on the new version: the form is dirty for my field only.
    expect(result.current.form.getInitialValues()).toEqual(saved);
    expect(result.current.form.isDirty('name')).toBe(true);
    expect(result.current.form.isDirty('biography')).toBe(false);
    expect(
      result.current.comparison?.differences.map(({ path, changedByMe }) => [path, changedByMe]),
    ).toEqual([
      ['name', true],
      ['biography', false],
      ['version', false],
    ]);

    act(() => result.current.choose('theirs', 'name'));
    expect(result.current.form.getValues()).toEqual(saved);
    act(() => result.current.choose('mine', 'name'));
    expect(result.current.form.getValues().name).toBe('É. Zola');
    act(() => result.current.choose('theirs'));
    expect(result.current.form.getValues()).toEqual(saved);
    act(() => result.current.closeComparison());
    expect(result.current.comparison).toBeNull();
  });

  it('when the reload does not answer a promise, then the comparison waits for the reset it makes', async () => {
    const { result } = openForm();
    const reload = () => {
      setTimeout(() => result.current.reset(saved), 10);
    };
    await act(async () => {
      await result.current.compare(reload);
    });
    expect(result.current.form.getValues().name).toBe('É. Zola');
    expect(result.current.form.getValues().version).toBe(4);
  });

  it('when the reload fails, then nothing changes and the comparison says so', async () => {
    const { result } = openForm();
    let compared = true;
    await act(async () => {
      compared = await result.current.compare(() => Promise.reject(new Error('offline')));
    });
    expect(compared).toBe(false);
    expect(result.current.comparison).toBeNull();
    expect(result.current.form.getValues()).toEqual({ ...loaded, name: 'É. Zola' });
  });
});

describe('the label of a field', () => {
  it('when the input has a label, an aria-label or a wrapper label, then that text, without the required mark', () => {
    document.body.innerHTML = `
      <label for="n">Nom <span aria-hidden="true">*</span></label><input id="n" data-path="name" />
      <input name="search" aria-label="Recherche" />
      <div class="mantine-InputWrapper-root"><p class="mantine-InputWrapper-label">Éditeurs</p>
        <input type="hidden" name="publishers" /></div>
      <fieldset><legend>Contributeurs</legend><input data-path="authors.0.name" /></fieldset>`;
    expect(labelOfField('name', document.querySelector('[data-path="name"]'))).toBe('Nom');
    expect(labelOfField('search', null)).toBe('Recherche');
    expect(labelOfField('publishers', null)).toBe('Éditeurs');
    expect(labelOfField('authors', null)).toBe('Contributeurs');
    expect(labelOfField('version', null)).toBeUndefined();
  });
});
