import { createTheme, Loader, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// The spec fixes one light theme (§9): background grey, surface white, primary black, secondary light
// grey, error dark red, info blue, success green, warning orange. Mantine wants ten shades per colour;
// shade 6 is the one filled components use, so it carries the named colour.
const black: MantineColorsTuple = [
  '#f5f5f5',
  '#e7e7e7',
  '#cdcdcd',
  '#b2b2b2',
  '#9a9a9a',
  '#8b8b8b',
  '#111111',
  '#0c0c0c',
  '#080808',
  '#000000',
];
const lightGrey: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#868e96',
];
const darkRed: MantineColorsTuple = [
  '#ffeaea',
  '#fbd3d3',
  '#f1a4a4',
  '#e87272',
  '#e04848',
  '#db2d2d',
  '#b71c1c',
  '#a21616',
  '#8f1010',
  '#7d0707',
];

// Mantine's green, orange, red and blue with darker shades 6 to 9, shades 0 to 5 unchanged. Filled
// components (badges, buttons) draw white text on shade 6, text and outlines draw in it, and the light
// variant (alerts, light badges) draws shade 9 on shade 1: Mantine's own give white on green 2.4:1, on
// orange 2.6:1, on red 3.3:1, on blue 3.6:1, and green's and orange's light variant 3.8:1 and 3.6:1, all
// below AA; these give 5:1 or more (tests/unit/theme-contrast.test.ts). The dark scheme draws its light
// variant in shade 0 on shade 9 darkened, which the darker shade 9 only helps.
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#267a36',
  '#1f6b2e',
  '#1a5c27',
  '#154d21',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#b93d0a',
  '#a3360a',
  '#8c2e08',
  '#762706',
];
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b02525',
  '#9a2020',
  '#861c1c',
];
const blue: MantineColorsTuple = [
  '#e7f5ff',
  '#d0ebff',
  '#a5d8ff',
  '#74c0fc',
  '#4dabf7',
  '#339af0',
  '#1864ab',
  '#155a9a',
  '#124d85',
  '#0f4272',
];

/**
 * The page's colours in each scheme, and the text on them. Every text colour is at least 4.5:1 on both
 * the page and a surface (WCAG 2.2 AA for normal text; tests/unit/theme-contrast.test.ts computes it).
 * Mantine's own dimmed grey (#868e96) is 3.3:1 on white and 2.9:1 on the page's grey, and its dark
 * scheme's (#828282) 3.5:1 on a dark card, so both are replaced by a darker and a lighter grey.
 */
export const schemeColours = {
  light: { page: '#eceff1', surface: '#ffffff', text: '#111111', dimmed: '#5f666d' },
  // Mantine's dark-7 page, dark-6 cards and dark-0 text.
  dark: { page: '#242424', surface: '#2e2e2e', text: '#c9c9c9', dimmed: '#9a9a9a' },
} as const;

export const theme = createTheme({
  primaryColor: 'primary',
  primaryShade: 6,
  colors: { primary: black, secondary: lightGrey, error: darkRed, green, orange, red, blue },
  black: '#111111',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // A loader is a status: Mantine draws it as a bare span, on which the aria-label every screen gives
    // it ("Loading") is prohibited (axe aria-prohibited-attr, serious), and it would not be announced.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--longshot-surface': schemeColours.light.surface,
    '--mantine-color-body': schemeColours.light.page,
    '--mantine-color-dimmed': schemeColours.light.dimmed,
  },
  dark: {
    '--longshot-surface': schemeColours.dark.surface,
    '--mantine-color-dimmed': schemeColours.dark.dimmed,
  },
});
