/** Styles the income screen's parts share: sections, figure tables, notes. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useIncomeStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  section: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  sectionHeader: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    '& > h2': { margin: 0 },
  },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalS,
  },
  // Wide tables scroll inside their frame; the page itself never scrolls sideways.
  tableFrame: {
    overflowX: 'auto',
    maxWidth: '100%',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  table: {
    borderCollapse: 'collapse',
    width: '100%',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': {
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
      textAlign: 'end',
      whiteSpace: 'nowrap',
      verticalAlign: 'middle',
    },
    // Headings wrap, figures never: with one line per heading ('Attendance
    // bonus', '保底补足') the statement was wider than a 1440 px page and
    // its last columns (state, expected pay date) sat out of sight.
    '& thead th': {
      whiteSpace: 'normal',
      fontWeight: tokens.fontWeightSemibold,
      backgroundColor: tokens.colorNeutralBackground3,
      position: 'sticky',
      top: 0,
    },
    '& th:first-child, & td:first-child': { textAlign: 'start' },
  },
  start: { textAlign: 'start !important' as 'start' },
  wrap: { whiteSpace: 'normal !important' as 'normal', minWidth: '160px' },
  totals: {
    '& th, & td': {
      fontWeight: tokens.fontWeightSemibold,
      backgroundColor: tokens.colorNeutralBackground2,
      borderBottom: 'none',
    },
  },
  negative: { color: tokens.colorPaletteRedForeground1 },
  note: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  empty: { padding: `${tokens.spacingVerticalL} 0`, color: tokens.colorNeutralForeground3 },
});
