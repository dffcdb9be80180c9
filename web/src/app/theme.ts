import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/** A Mantine palette with some shades replaced by darker ones (same hue), keeping the rest as Mantine ships it. */
function withDarkerShades(name: keyof typeof DEFAULT_THEME.colors, shades: Record<number, string>): MantineColorsTuple {
  return DEFAULT_THEME.colors[name].map((hex, i) => shades[i] ?? hex) as unknown as MantineColorsTuple;
}

export const theme = createTheme({
  primaryColor: 'blue',
  // Filled buttons, links and coloured text use shade 8: Mantine's default shade 6 reads at 3.6:1 on white, under
  // the 4.5:1 that WCAG AA (and axe) ask of normal text; blue 8 (below) reads at 5.6:1, white on it too.
  primaryShade: { light: 8, dark: 8 },
  colors: {
    // 'dimmed' text is gray 6 (3.3:1 on white): a darker grey of the same tone reads at 4.5:1 or more on white, the
    // page's greys and the pale tints cards use (blue 1, orange 1 …), and still looks secondary.
    gray: withDarkerShades('gray', { 6: '#5c6267' }),
    // Shade 8 (filled backgrounds under white text, coloured and outlined text) and shade 9 (text of 'light'
    // badges and buttons) darkened just enough to read at 4.5:1 on white, gray 1 and the colour's own pale tints.
    blue: withDarkerShades('blue', { 8: '#1768b2', 9: '#165b9c' }),
    red: withDarkerShades('red', { 8: '#c52b2b', 9: '#af2525' }),
    green: withDarkerShades('green', { 8: '#257b35', 9: '#237133' }),
    orange: withDarkerShades('orange', { 8: '#b54509', 9: '#ab390c' }),
    yellow: withDarkerShades('yellow', { 8: '#9e5c00', 9: '#a35400' }),
    teal: withDarkerShades('teal', { 8: '#077956', 9: '#077050' }),
    cyan: withDarkerShades('cyan', { 8: '#0a7485', 9: '#0a697a' }),
    lime: withDarkerShades('lime', { 8: '#49790b', 9: '#48730a' }),
    grape: withDarkerShades('grape', { 8: '#9935b1' }),
    violet: withDarkerShades('violet', { 9: '#5939b8' }),
    indigo: withDarkerShades('indigo', { 8: '#3a59d7', 9: '#3249b7' }),
  },
  defaultRadius: 'md',
  // Show the focus ring for keyboard users only, but always for them (visible focus).
  focusRing: 'auto',
  // The self-hosted Devanagari and Bengali fonts close the list: a Hindi answer or quiz name on an English page reads
  // right on a phone without those fonts, and a page without such letters downloads neither (unicode-range).
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Devanagari", "Noto Sans Bengali", sans-serif',
});
