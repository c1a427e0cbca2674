import {
  Button,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppActors } from '../../components/app-actors';
import { useT } from '../../components/intl';
import { markInAppArrival } from '../../components/shell/page-focus';
import { Surface } from '../../components/surface';
import { pathAfterLogin } from '../../lib/permission';
import { selectAuthError, selectIsBusy } from '../../machines/auth/auth.machine';
import { AuthFrame } from './auth-frame';

const useStyles = makeStyles({
  card: {
    width: '100%',
    maxWidth: '420px',
    minWidth: 0,
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
  },
  title: { margin: 0 },
});

/** /login/sso?ticket=...: exchanges the operations ticket for a session. */
export function SsoPage() {
  const styles = useStyles();
  const t = useT();
  const { auth, toast } = useAppActors();
  const [, navigate] = useLocation();
  const search = useSearch();
  const busy = useSelector(auth, selectIsBusy);
  const error = useSelector(auth, selectAuthError);
  const [sent, setSent] = useState(false);
  const ticket = new URLSearchParams(search).get('ticket') ?? '';
  const titleId = useId();
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const sub = auth.on('auth.loggedIn', () => {
      toast.show({ intent: 'success', text: t('login.form.login.success') });
      markInAppArrival();
      navigate(pathAfterLogin(searchRef.current), { replace: true });
    });
    return () => sub.unsubscribe();
  }, [auth, toast, t, navigate]);

  useEffect(() => {
    if (ticket === '') return;
    auth.send({ type: 'auth.loginSso', ticket });
    setSent(true);
  }, [auth, ticket]);

  const failed = ticket === '' || (sent && !busy && error !== null);
  return (
    <AuthFrame>
      <Surface className={styles.card} aria-labelledby={titleId}>
        <Title2 as="h1" id={titleId} className={styles.title}>
          {t('menu.loginSso')}
        </Title2>
        {failed ? (
          <>
            {/* Multiline: a single-line bar kept its text on one line, 116 px past a 320 px phone. */}
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{t('login.sso.failed')}</MessageBarBody>
            </MessageBar>
            <Button appearance="primary" onClick={() => navigate('/login', { replace: true })}>
              {t('login.form.login')}
            </Button>
          </>
        ) : (
          <Spinner label={t('login.sso.loading')} />
        )}
      </Surface>
    </AuthFrame>
  );
}
