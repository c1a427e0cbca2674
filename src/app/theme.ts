import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';

/**
 * Brand ramp around the seed's theme colour #165DFF (slot 80, which Fluent's
 * light theme uses for primary buttons, links and focus strokes). Darker
 * slots mix towards a deep navy rather than black so hover and pressed states
 * stay blue; lighter slots mix towards white for selected rows and tints.
 */
export const inkwellBrand: BrandVariants = {
  10: '#030A20',
  20: '#061640',
  30: '#082260',
  40: '#0B2E7F',
  50: '#0E3A9F',
  60: '#1145BF',
  70: '#1351DF',
  80: '#165DFF',
  90: '#3170FF',
  100: '#4C82FF',
  110: '#6695FF',
  120: '#81A8FF',
  130: '#9CBAFF',
  140: '#B7CDFF',
  150: '#D2DFFF',
  160: '#ECF2FF',
};

/** The application's light theme: Fluent's defaults with the brand ramp above. */
export const inkwellLightTheme: Theme = createLightTheme(inkwellBrand);
