/** Styles of the account pages (info, edit) and their password form. */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useAccountStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '960px',
  },
  card: {
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalL,
    '@media (max-width: 600px)': { padding: tokens.spacingHorizontalL },
  },
  identity: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    '@media (max-width: 600px)': {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gap: tokens.spacingHorizontalL,
    },
  },
  identityAction: {
    '@media (max-width: 600px)': { gridColumn: '1 / -1' },
  },
  identityText: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  penName: { margin: 0, overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalM,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  figure: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  figureValue: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  muted: { color: tokens.colorNeutralForeground3 },
  // Label and value side by side; stacked on a phone.
  fields: {
    display: 'grid',
    gridTemplateColumns: 'minmax(7em, max-content) minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
    '@media (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 },
  },
  label: {
    color: tokens.colorNeutralForeground3,
    '@media (max-width: 600px)': { paddingTop: tokens.spacingVerticalS },
  },
  value: {
    margin: 0,
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
    fontVariantNumeric: 'tabular-nums',
  },
  headerActions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  codeRow: {
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  codeInput: { flex: '1 1 10em', maxWidth: '16em' },
  revealPanel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  form: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '560px',
  },
  avatarRow: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  strength: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  strengthBar: { flex: '0 1 10em' },
  securityRow: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
  hiddenInput: { display: 'none' },
  flush: { margin: 0 },
});
