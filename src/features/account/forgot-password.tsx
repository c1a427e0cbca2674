import { Body1, Button, MessageBar, MessageBarBody, Title2 } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useT } from '../../components/intl';
import { type passwordMachine, selectPasswordDone } from '../../machines/password/password.machine';
import { useAccountStyles } from './account-styles';
import { PasswordForm } from './password-form';

/** Props of {@link ForgotPassword}. */
export interface ForgotPasswordProps {
  readonly password: ActorRefFrom<typeof passwordMachine>;
  readonly onBack: () => void;
}

/**
 * 'Forgot password' on the login page: a code to the typed phone (the
 * server answers the same whether or not it has an account), a new password
 * under the one rule, and back to login. Every session of the account ends.
 */
export function ForgotPassword({ password, onBack }: ForgotPasswordProps) {
  const styles = useAccountStyles();
  const t = useT();
  const done = useSelector(password, selectPasswordDone);
  return (
    <div className={styles.form}>
      <Title2 as="h1" className={styles.flush}>
        {t('account.password.forgotTitle')}
      </Title2>
      {done ? (
        <MessageBar intent="success" layout="multiline">
          <MessageBarBody>{t('account.password.resetDone')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Body1 as="p" className={styles.flush}>
            {t('account.password.resetHint')}
          </Body1>
          <PasswordForm password={password} />
        </>
      )}
      <div>
        <Button appearance={done ? 'primary' : 'subtle'} onClick={onBack}>
          {t('account.password.backToLogin')}
        </Button>
      </div>
    </div>
  );
}
