/** The virtual chapter table's grid (row height, columns) and styles, shared by the table and its rows. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const CHAPTER_ROW_HEIGHT = 40;

/** Column widths: the chapter title, then one per figure. */
export const gridColumns = (figures: number): string =>
  `minmax(220px, 2fr) repeat(${figures}, minmax(96px, 1fr))`;

export const useChapterGridStyles = makeStyles({
  // One scroller for both axes: the header stays on top, the chapter column
  // on the left, and the page itself never scrolls sideways.
  scroller: {
    position: 'relative',
    height: 'min(560px, 65vh)',
    overflow: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  table: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: '820px',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  headRow: { display: 'grid', alignItems: 'stretch', minHeight: '40px' },
  th: {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  sortButton: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    width: '100%',
    height: '100%',
    padding: `0 ${tokens.spacingHorizontalS}`,
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    textAlign: 'start',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  sortButtonNumeric: { justifyContent: 'flex-end', textAlign: 'end' },
  body: { position: 'relative' },
  row: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    display: 'grid',
    alignItems: 'center',
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  cell: {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    padding: `0 ${tokens.spacingHorizontalS}`,
  },
  // The chapter column stays in view while the figures scroll sideways.
  chapter: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    alignSelf: 'stretch',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `inset -1px 0 0 ${tokens.colorNeutralStroke3}`,
  },
  numeric: { fontVariantNumeric: 'tabular-nums', textAlign: 'end', justifyContent: 'flex-end' },
  link: {
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: tokens.colorBrandForegroundLink,
    textDecoration: 'none',
    ':hover': { textDecoration: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  vip: {
    flexShrink: 0,
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase100,
    color: tokens.colorBrandForeground2,
    backgroundColor: tokens.colorBrandBackground2,
  },
  placeholder: {
    height: '12px',
    width: '60%',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});
