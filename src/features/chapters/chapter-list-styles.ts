/** The chapter list's grid (row heights, columns) and styles, shared by the list and its rows. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const ROW_HEIGHT = 48;
export const ROW_HEIGHT_NARROW = 72;
export const COLUMNS = '40px 72px minmax(0, 1fr) 112px 52px 88px 160px 160px 56px';
/** Headed columns between the checkbox and the edit link (chapters.column.*). */
export const WIDE_COLUMNS = [
  'number',
  'title',
  'words',
  'vip',
  'status',
  'time',
  'updated',
] as const;
/** The same without the last-edited time, for tables under about 1,000 px. */
export const COMPACT_COLUMNS = WIDE_COLUMNS.filter((column) => column !== 'updated');
const COMPACT_GRID = '40px 64px minmax(0, 1fr) 108px 52px 80px 148px 48px';
export const NARROW_COLUMNS = ['title'] as const;

export const useChapterListStyles = makeStyles({
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
  },
  header: {
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    alignItems: 'center',
    minHeight: '40px',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
  },
  headerNarrow: { gridTemplateColumns: '40px minmax(0, 1fr)' },
  headerCompact: { gridTemplateColumns: COMPACT_GRID },
  scroller: {
    display: 'block',
    // The page's height less the bars above the list: a long book scrolls in
    // a list as tall as the screen, not in a box a third of it.
    height: 'max(360px, calc(100dvh - 200px))',
    overflowY: 'auto',
    overflowX: 'hidden',
    position: 'relative',
    contain: 'strict',
  },
  scrollerNarrow: { height: 'max(320px, calc(100dvh - 160px))' },
  table: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
  },
  block: { display: 'block' },
  th: { textAlign: 'left', fontWeight: tokens.fontWeightSemibold },
  row: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    display: 'grid',
    gridTemplateColumns: COLUMNS,
    alignItems: 'center',
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  rowNarrow: { gridTemplateColumns: '40px minmax(0, 1fr) 44px' },
  rowCompact: { gridTemplateColumns: COMPACT_GRID },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  highlight: {
    boxShadow: `inset 3px 0 0 ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  cell: {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    paddingRight: tokens.spacingHorizontalS,
  },
  center: { display: 'flex', justifyContent: 'center' },
  number: { fontVariantNumeric: 'tabular-nums', color: tokens.colorNeutralForeground2 },
  titleCell: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  volumeTag: {
    flexShrink: 1,
    maxWidth: '40%',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    color: tokens.colorBrandForeground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke2}`,
  },
  status: {
    display: 'inline-block',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase100,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  draft: {
    color: tokens.colorPaletteBlueForeground2,
    backgroundColor: tokens.colorPaletteBlueBackground2,
  },
  scheduled: {
    color: tokens.colorPaletteDarkOrangeForeground2,
    backgroundColor: tokens.colorPaletteYellowBackground1,
  },
  published: {
    color: tokens.colorPaletteGreenForeground2,
    backgroundColor: tokens.colorPaletteGreenBackground1,
  },
  trashed: {
    color: tokens.colorPaletteRedForeground2,
    backgroundColor: tokens.colorPaletteRedBackground1,
  },
  // Beside the status: edits readers do not have yet.
  revision: {
    marginLeft: tokens.spacingHorizontalXXS,
    color: tokens.colorPaletteMarigoldForeground2,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteMarigoldBorder2}`,
  },
  checkbox: {
    width: '16px',
    height: '16px',
    margin: 0,
    accentColor: tokens.colorBrandBackground,
    cursor: 'pointer',
  },
  edit: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorBrandForeground1,
    },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  muted: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  vip: {
    color: tokens.colorPaletteMarigoldForeground2,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase200,
  },
  numeric: {
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'right',
    paddingRight: tokens.spacingHorizontalL,
  },
  narrowMain: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
  narrowMeta: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
  // A time is read whole: on two lines in its column rather than cut
  // ('定时 2026年11月30日 2…'), and on a line of its own on a phone.
  timeCell: {
    whiteSpace: 'normal',
    textOverflow: 'clip',
    lineHeight: tokens.lineHeightBase200,
  },
  narrowTime: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  placeholder: {
    height: '12px',
    width: '60%',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  empty: {
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
  },
  loading: { padding: tokens.spacingVerticalXXL },
});
