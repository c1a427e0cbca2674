import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useT } from './intl';

const useStyles = makeStyles({
  root: {
    minHeight: '60vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalXXL,
  },
});

/** Shown while a screen's chunk loads or the first navigation is decided. */
export function FullPageLoading() {
  const styles = useStyles();
  const t = useT();
  return (
    <div className={styles.root}>
      <Spinner label={t('app.loading')} />
    </div>
  );
}
