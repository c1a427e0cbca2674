import { Button, Checkbox, Field, Input, Subtitle2, Title2 } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { useAppActors } from '../../components/app-actors';
import { useT } from '../../components/intl';
import { selectFieldErrors, selectIsBusy } from '../../machines/auth/auth.machine';
import { AuthError } from './auth-error';
import { useAuthStyles } from './auth-styles';

/**
 * The sign-up step after a first login with a new phone (109112): pen name
 * and the agreement. Its own chunk: only new authors ever see it.
 */
export function RegisterForm() {
  const styles = useAuthStyles();
  const t = useT();
  const { auth } = useAppActors();
  const busy = useSelector(auth, selectIsBusy);
  const fieldErrors = useSelector(auth, selectFieldErrors);
  const [penName, setPenName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [agreeError, setAgreeError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!agreed) {
      setAgreeError(true);
      return;
    }
    auth.send({ type: 'auth.confirmRegister', pen_name: penName });
  };

  const penNameError = fieldErrors.pen_name;
  return (
    <>
      <div className={styles.heading}>
        <Title2 as="h1">{t('login.register.title')}</Title2>
        <Subtitle2 as="p" className={styles.subtitle}>
          {t('login.register.description')}
        </Subtitle2>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <AuthError />
        <Field
          label={t('login.register.penName.label')}
          validationMessage={penNameError ? t(penNameError) : undefined}
          required
        >
          <Input
            value={penName}
            onChange={(_, data) => {
              setPenName(data.value);
              auth.send({ type: 'auth.clearError' });
            }}
            placeholder={t('login.register.penName.placeholder')}
          />
        </Field>
        <Field validationMessage={agreeError ? t('login.register.agree.errMsg') : undefined}>
          <Checkbox
            checked={agreed}
            onChange={(_, data) => {
              setAgreed(data.checked === true);
              setAgreeError(false);
            }}
            label={t('login.register.agree')}
          />
        </Field>
        <Button type="submit" appearance="primary" size="large" disabledFocusable={busy}>
          {t('login.register.submit')}
        </Button>
      </form>
    </>
  );
}
