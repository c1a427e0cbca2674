import { makeStyles, tokens } from '@fluentui/react-components';

/** Centred content of the box while its list cannot show (loading, error, empty). */
export const useCenterStyles = makeStyles({
  center: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '120px',
    padding: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
  },
});
