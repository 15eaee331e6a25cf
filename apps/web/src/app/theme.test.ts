import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastOf, readableLightColor, shadesOf } from './theme.ts';

describe('the light badges’ words', () => {
  it('when a badge, alert or button is light, then its words read at WCAG AA on its tint, whatever the colour', () => {
    const colors = { ...DEFAULT_THEME.colors, brand: shadesOf('#2f9e44') };
    for (const [name, shades] of Object.entries(colors)) {
      const words = readableLightColor(shades);
      expect(contrastOf(words, shades[1]), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('when a colour already reads, then its words keep Mantine’s shade', () => {
    expect(readableLightColor(DEFAULT_THEME.colors.gray)).toBe(DEFAULT_THEME.colors.gray[9]);
    expect(readableLightColor(DEFAULT_THEME.colors.green)).not.toBe(DEFAULT_THEME.colors.green[9]);
  });
});
