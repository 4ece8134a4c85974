import { createTheme, type MantineColorsTuple } from '@mantine/core';

const large = { defaultProps: { size: 'lg' } };

/** The club's roof-window blue (the manifest's theme colour is shade 7), light to dark. */
const brand: MantineColorsTuple = [
  '#e8f1fa',
  '#cfe0f2',
  '#a6c6ea',
  '#7fb0e3',
  '#4f8fd3',
  '#2f78c4',
  '#1a63b3',
  '#0b4f8a',
  '#083f6f',
  '#052f54',
];

/**
 * Mantine's text shade (6) of these is under 4.5:1 on white (red 3.3:1, green 2.4:1): shades 6-9 are darkened so
 * `c="red"`, light alerts and filled buttons pass in the light scheme; shades 0-4 (dark scheme text) stay light.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#b3261e',
  '#9c1c1c',
  '#7d1212',
];
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#2f9e44',
  '#237032',
  '#1e612b',
  '#185224',
  '#12421c',
];
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#e8590c',
  '#b5470a',
  '#9c3d08',
  '#833307',
  '#6a2905',
];
const yellow: MantineColorsTuple = [
  '#fff9db',
  '#fff3bf',
  '#ffec99',
  '#ffe066',
  '#ffd43b',
  '#fab005',
  '#8a6100',
  '#765300',
  '#624500',
  '#4e3700',
];

/**
 * Big targets and text: the app is used on rooftops, in sunlight, with gloves on. Components are configured by
 * name rather than with `Component.extend` so the theme does not pull every component into the entry chunk.
 * Semantic text colours that must pass 4.5:1 (errors, badges, dimmed text, links in dark) live in app.css as
 * CSS variables per scheme (decision 0100).
 */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 6 },
  colors: { brand, blue: brand, red, green, orange, yellow },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: {
    fontWeight: '800',
    sizes: {
      h1: { fontSize: 'clamp(1.5rem, 1.2rem + 1.4vw, 2.125rem)', lineHeight: '1.2' },
      h2: { fontSize: 'clamp(1.25rem, 1.1rem + 0.8vw, 1.625rem)', lineHeight: '1.25' },
      h3: { fontSize: '1.25rem', lineHeight: '1.3' },
    },
  },
  components: {
    Button: large,
    Input: large,
    InputWrapper: large,
    TextInput: large,
    Select: large,
    NativeSelect: large,
    // No focus placeholder (role=presentation) inside role=menu: axe aria-required-children.
    Menu: { defaultProps: { shadow: 'md', width: 260, withInitialFocusPlaceholder: false } },
    Modal: { defaultProps: { returnFocus: true } },
    // 44 px targets (decision 0287): Mantine's default icon buttons and close buttons (a sheet's, a dialog's) are 28.
    ActionIcon: { defaultProps: { size: 'xl' } },
    CloseButton: { defaultProps: { size: 'xl', iconSize: 24 } },
    Drawer: { defaultProps: { returnFocus: true } },
  },
});
