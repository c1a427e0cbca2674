/** Styles the desk's panels share. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useDeskStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  heading: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1199.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  panel: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0 },
  figureLabel: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  figureValue: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  countRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  countInput: { width: '110px' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tableScroll: { maxHeight: '420px', overflowY: 'auto', minWidth: 0 },
  table: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase200,
    '& th, & td': {
      textAlign: 'left',
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
      verticalAlign: 'top',
    },
    '& thead th': {
      position: 'sticky',
      top: 0,
      backgroundColor: tokens.colorNeutralBackground1,
      color: tokens.colorNeutralForeground3,
      fontWeight: tokens.fontWeightSemibold,
    },
  },
  caption: {
    textAlign: 'left',
    paddingBottom: tokens.spacingVerticalXS,
    fontWeight: tokens.fontWeightSemibold,
  },
  numeric: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  dayRow: { backgroundColor: tokens.colorNeutralBackground2 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground2 },
  list: {
    margin: `${tokens.spacingVerticalXS} 0 0`,
    paddingLeft: tokens.spacingHorizontalL,
  },
});
