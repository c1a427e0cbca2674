import {
  type BrandVariants,
  createDarkTheme,
  createLightTheme,
  type Theme,
} from '@fluentui/react-components';

/**
 * Brand ramp around the seed's theme colour #165DFF (slot 80, which Fluent's
 * light theme uses for primary buttons, links and focus strokes). Darker
 * slots mix towards a deep navy rather than black so hover and pressed states
 * stay blue; lighter slots mix towards white for selected rows and tints.
 */
const inkwellBrand: BrandVariants = {
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

/**
 * Fluent's font stack names no font with Chinese glyphs, so every Chinese
 * character went through the browser's per-character fallback search, and
 * the fallback it found differed by machine. Authors write Chinese first: the
 * platforms' Chinese UI fonts come right after Fluent's Latin ones (which
 * still set Latin text where they are installed), before the generic family.
 */
const FONT_FAMILY_BASE =
  "'Segoe UI', 'Segoe UI Web (West European)', -apple-system, BlinkMacSystemFont, Roboto, " +
  "'Helvetica Neue', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', " +
  "'Source Han Sans SC', sans-serif";

/** The application's light theme: Fluent's defaults with the brand ramp and the font stack above. */
export const inkwellLightTheme: Theme = {
  ...createLightTheme(inkwellBrand),
  fontFamilyBase: FONT_FAMILY_BASE,
};

/**
 * The dark theme: Fluent's web dark theme built on the same brand ramp.
 * createDarkTheme sets brand text and links in slot 100, which is bright
 * enough on Fluent's own ramp but not on ours: #4C82FF on the dark surface
 * (#292929) is 4.1:1 (axe flagged the navbar's name). Brand text here is
 * one to two slots lighter: 6.2:1 at rest, 4.6:1 on a hovered row.
 */
const darkBase = createDarkTheme(inkwellBrand);
export const inkwellDarkTheme: Theme = {
  ...darkBase,
  colorBrandForeground1: inkwellBrand[120],
  colorBrandForegroundLink: inkwellBrand[120],
  colorBrandForegroundLinkHover: inkwellBrand[130],
  colorBrandForegroundLinkPressed: inkwellBrand[110],
  colorBrandForegroundLinkSelected: inkwellBrand[120],
  colorCompoundBrandForeground1: inkwellBrand[120],
  colorNeutralForeground2BrandHover: inkwellBrand[120],
  colorNeutralForeground2BrandPressed: inkwellBrand[110],
  colorNeutralForeground2BrandSelected: inkwellBrand[120],
  fontFamilyBase: FONT_FAMILY_BASE,
};
