/**
 * Series colours, in order: theme tokens (CSS variables, which SVG fills
 * resolve in the browser), so a chart follows the theme like the rest of
 * the screen. The saturated shade of each palette colour, distinct in hue
 * and far from the background. Colour is never a chart's only cue: every
 * chart has a legend with text and a summary in words.
 */
import { tokens } from '@fluentui/react-components';

const SERIES_COLOURS: readonly string[] = [
  tokens.colorBrandBackground,
  tokens.colorPaletteBerryBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPaletteMarigoldBorderActive,
  tokens.colorPalettePurpleBorderActive,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorPaletteDarkOrangeBorderActive,
  tokens.colorPaletteSteelBorderActive,
];

/** The colour of the series at `index`, round again after the last. */
export const seriesColour = (index: number): string =>
  SERIES_COLOURS[index % SERIES_COLOURS.length] ?? tokens.colorBrandBackground;
