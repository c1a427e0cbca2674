import {
  Body1,
  Button,
  makeStyles,
  mergeClasses,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { useLocation } from 'wouter';
import { DEFAULT_ROUTE_PATH } from '../lib/route-table';
import { useT } from './intl';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
  },
  standalone: { minHeight: '100vh', boxSizing: 'border-box' },
  code: { color: tokens.colorBrandForeground1 },
  text: { color: tokens.colorNeutralForeground3, maxWidth: '420px' },
});

/** The page of every unknown path and every route the author may not open. */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const styles = useStyles();
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <section className={standalone ? mergeClasses(styles.root, styles.standalone) : styles.root}>
      <Title1 as="h1" className={styles.code}>
        {t('notFound.title')}
      </Title1>
      <Body1 className={styles.text}>{t('notFound.description')}</Body1>
      <Button appearance="primary" onClick={() => navigate(DEFAULT_ROUTE_PATH)}>
        {t('notFound.back')}
      </Button>
    </section>
  );
}
