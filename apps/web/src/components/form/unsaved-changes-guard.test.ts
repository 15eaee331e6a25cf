import { describe, expect, it } from 'vitest';
import { staysOnForm } from './unsaved-changes-guard.tsx';

const at = (pathname: string, search: Record<string, unknown>) => ({ pathname, search });

describe('leaving a form with unsaved changes', () => {
  it('when only the open tab of the same entity changes, then the form stays and nothing warns', () => {
    expect(
      staysOnForm(
        at('/catalog/product/detail', { id: 4 }),
        at('/catalog/product/detail', { id: 4, tab: 'prices' }),
      ),
    ).toBe(true);
    expect(
      staysOnForm(
        at('/catalog/product/custom/detail', {}),
        at('/catalog/product/custom/detail', { tab: 'media' }),
      ),
    ).toBe(true);
  });

  it('when another entity or another screen opens, then the form is left and the guard asks', () => {
    expect(
      staysOnForm(at('/catalog/product/detail', { id: 4 }), at('/catalog/product/detail', { id: 5 })),
    ).toBe(false);
    expect(staysOnForm(at('/catalog/product/detail', { id: 4 }), at('/catalog/product', {}))).toBe(false);
  });
});
