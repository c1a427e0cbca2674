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
import { useRefusedForSignature } from './refusal';

/** Where an unsigned author applies: a long novel's details hold the signing application. */
const SIGNING_APPLICATION_PATH = '/book-manage';

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
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

/**
 * The page of every unknown path and every route the author may not open.
 * A route refused only for want of a signed book (income, work data) is not
 * missing: the page says what signing gives and leads to the application.
 */
export function NotFoundPage({ standalone = false }: { standalone?: boolean }) {
  const styles = useStyles();
  const t = useT();
  const [, navigate] = useLocation();
  const needsSigning = useRefusedForSignature() && !standalone;
  const home = (
    <Button
      appearance={needsSigning ? 'secondary' : 'primary'}
      onClick={() => navigate(DEFAULT_ROUTE_PATH)}
    >
      {t('notFound.back')}
    </Button>
  );
  return (
    <section className={standalone ? mergeClasses(styles.root, styles.standalone) : styles.root}>
      <Title1 as="h1" className={styles.code}>
        {t(needsSigning ? 'notFound.signing.title' : 'notFound.title')}
      </Title1>
      <Body1 className={styles.text}>
        {t(needsSigning ? 'notFound.signing.description' : 'notFound.description')}
      </Body1>
      {needsSigning ? (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            as="a"
            href={SIGNING_APPLICATION_PATH}
            onClick={(event) => {
              event.preventDefault();
              navigate(SIGNING_APPLICATION_PATH);
            }}
          >
            {t('notFound.signing.apply')}
          </Button>
          {home}
        </div>
      ) : (
        home
      )}
    </section>
  );
}
