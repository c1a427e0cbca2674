/** Styles the work-data sections share. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useDataStyles = makeStyles({
  panel: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground3 },
  numeric: { fontVariantNumeric: 'tabular-nums', textAlign: 'end', whiteSpace: 'nowrap' },
  // A wide table scrolls inside its panel; the page itself never scrolls sideways.
  scroller: { overflowX: 'auto', maxWidth: '100%', minWidth: 0 },
  skeletonRows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  skeletonRow: { height: '20px', width: '100%' },
  headerRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    '& > h2': { margin: 0 },
  },
  details: {
    '& > summary': {
      cursor: 'pointer',
      color: tokens.colorBrandForeground1,
      padding: `${tokens.spacingVerticalXS} 0`,
    },
  },
});
