/** Styles the bible's panels share. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useBibleStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 1023.98px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    minWidth: 0,
  },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  entityButton: { width: '100%', justifyContent: 'flex-start', textAlign: 'start' },
  muted: { color: tokens.colorNeutralForeground3 },
  wrap: { overflowWrap: 'anywhere' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  heatmap: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', gap: '4px' },
  heatRow: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 8em) minmax(0, 1fr) auto',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
  },
  heatTrack: {
    height: '12px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    overflow: 'hidden',
  },
  heatFill: { height: '100%', backgroundColor: tokens.colorBrandBackground },
  appearance: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});
