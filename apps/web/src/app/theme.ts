import {
  Badge,
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  Notification,
} from '@mantine/core';

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};
const toHex = (rgb: Rgb) => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, amount: number): Rgb =>
  from.map((part, index) => part + ((to[index] ?? 0) - part) * amount) as Rgb;

const luminance = ([r, g, b]: Rgb) => {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
/** WCAG contrast ratio of two colours. */
const contrast = (one: Rgb, other: Rgb) => {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
/** WCAG contrast ratio of two colours given as #rrggbb. */
export const contrastOf = (one: string, other: string) => contrast(toRgb(one), toRgb(other));
/** WCAG contrast ratio of a colour against white. */
export const contrastWithWhite = (hex: string) => contrastOf(hex, '#ffffff');

/**
 * The words of a light badge, alert or button (shade 9 on shade 1 in Mantine): darkened until they
 * read at WCAG AA (4.5:1), which green, orange, teal, cyan, lime, yellow and red do not by themselves.
 */
export const readableLightColor = (shades: MantineColorsTuple) => {
  const background = toRgb(shades[1]);
  let words = toRgb(shades[9]);
  while (contrast(words, background) < 4.6) words = mix(words, [0, 0, 0], 0.08);
  return toHex(words);
};

/** Ten shades around the client's colour, which sits at index 6 (Mantine's filled shade). */
export const shadesOf = (hex: string): MantineColorsTuple => {
  const base = toRgb(hex);
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const lighter = [0.92, 0.82, 0.68, 0.52, 0.36, 0.18].map((amount) => toHex(mix(base, white, amount)));
  const darker = [0.14, 0.27, 0.4].map((amount) => toHex(mix(base, black, amount)));
  return [...lighter, hex, ...darker] as unknown as MantineColorsTuple;
};

/**
 * The shade used for filled buttons and links: the client's own colour when white text on it is
 * readable (WCAG AA, 4.5:1), else the first darker shade that is.
 */
export const readableShade = (shades: MantineColorsTuple): 6 | 7 | 8 | 9 => {
  for (const index of [6, 7, 8] as const) if (contrastWithWhite(shades[index]) >= 4.5) return index;
  return 9;
};

export const createClientTheme = (primaryColor: string) => {
  const brand = shadesOf(primaryColor);
  return createTheme({
    primaryColor: 'brand',
    primaryShade: readableShade(brand),
    colors: { brand },
    defaultRadius: 'sm',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    components: {
      // A badge is read whole ("VISIBLE", "À COMMANDER"), never cut to "VIS…": its column, or the
      // row it sits in, makes room for it instead.
      Badge: Badge.extend({
        styles: {
          root: { overflow: 'visible', flexShrink: 0, maxWidth: 'none' },
          label: { overflow: 'visible', textOverflow: 'clip' },
        },
      }),
      // A toast's words are read at the contrast of the page's text (WCAG AA), not dimmed.
      Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-text)' } } }),
    },
  });
};

/**
 * Dimmed text dark enough to read (WCAG AA) on white and on the light grey of the shell, and the
 * light variants' words on their tint.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    ...Object.fromEntries(
      Object.entries(theme.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        readableLightColor(shades),
      ]),
    ),
  },
  dark: {},
});
